/**
 * The notices' senders (docs/product/avisos.md): each instance looks for due notices every few
 * seconds, and at once when one is queued anywhere (the change feed hears its outbox change, in
 * this instance or another). Push notices always (their keys are kept in DATA_DIR when not given);
 * e-mail notices when SMTP_URL is set. Also the push subscriptions' and choices' routes.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { TabelaDeSaida } from '../../core/expedidor.js';
import { Carteiro } from './envio.js';
import { Mensageiro } from './push.js';
import pushRoutes from './push-routes.js';
import { comNome } from '../../lib/plugin-com-nome.js';

const INTERVALO_MS = 15 * 1000;

interface Remetente {
  iniciar(): Promise<unknown>;
  aoLiberar: () => void;
  fechar(): Promise<void>;
}

const carteiros = new WeakMap<AppContext, Carteiro>();
const mensageiros = new WeakMap<AppContext, Mensageiro>();
/** The app's e-mail sender, when e-mail is configured (tests drive it). */
export const carteiroDe = (ctx: AppContext) => carteiros.get(ctx);
/** The app's push sender (tests drive it). */
export const mensageiroDe = (ctx: AppContext) => mensageiros.get(ctx)!;

export default async function avisosRoutes(app: FastifyInstance) {
  await app.register(comNome(pushRoutes));
  const mensageiro = new Mensageiro(app.ctx, app.log);
  mensageiros.set(app.ctx, mensageiro);
  agendarRemetente(app, 'avisos_push', mensageiro, 'falha ao enviar avisos por push');
  if (!app.ctx.config.email) return;
  const carteiro = new Carteiro(app.ctx, app.log);
  carteiros.set(app.ctx, carteiro);
  agendarRemetente(app, 'avisos_email', carteiro, 'falha ao enviar avisos por e-mail');
}

/**
 * One look at a time for what is due; the sends it starts run on their own (several at once), and
 * each one that ends makes room and looks again.
 */
function agendarRemetente(
  app: FastifyInstance,
  tabela: TabelaDeSaida,
  remetente: Remetente,
  falha: string,
): void {
  let rodando: Promise<unknown> | null = null;
  let denovo = false;
  const rodar = () => {
    if (rodando) {
      denovo = true;
      return;
    }
    rodando = remetente
      .iniciar()
      .catch((err: unknown) => app.log.error({ err }, falha))
      .finally(() => {
        rodando = null;
        if (denovo) {
          denovo = false;
          rodar();
        }
      });
  };
  remetente.aoLiberar = rodar;
  let timer: NodeJS.Timeout | undefined;
  let parar = () => undefined as void;
  app.addHook('onReady', async () => {
    parar = app.ctx.dbHandle.changes.onChange((tabelas) => {
      if (tabelas === 'all' || tabelas.has(tabela)) rodar();
    });
    rodar();
    timer = setInterval(rodar, INTERVALO_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    parar();
    clearInterval(timer);
    remetente.aoLiberar = () => undefined;
    await rodando;
    await remetente.fechar();
  });
}
