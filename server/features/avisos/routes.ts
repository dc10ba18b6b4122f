/**
 * The e-mail notices' sender (docs/product/avisos.md): when SMTP_URL is set, each instance looks
 * for due notices every few seconds, and at once when a notice is queued anywhere (the change
 * feed hears `avisos_email` change, in this instance or another).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { Carteiro } from './envio.js';

const INTERVALO_MS = 15 * 1000;

const carteiros = new WeakMap<AppContext, Carteiro>();
/** The app's sender, when e-mail is configured (tests drive it). */
export const carteiroDe = (ctx: AppContext) => carteiros.get(ctx);

export default async function avisosRoutes(app: FastifyInstance) {
  if (!app.ctx.config.email) return;
  const carteiro = new Carteiro(app.ctx, app.log);
  carteiros.set(app.ctx, carteiro);
  // One look at a time for what is due; the sends it starts run on their own (several at once,
  // envio.ts), and each one that ends makes room and looks again.
  let rodando: Promise<unknown> | null = null;
  let denovo = false;
  const rodar = () => {
    if (rodando) {
      denovo = true;
      return;
    }
    rodando = carteiro
      .iniciar()
      .catch((err: unknown) => app.log.error({ err }, 'falha ao enviar avisos por e-mail'))
      .finally(() => {
        rodando = null;
        if (denovo) {
          denovo = false;
          rodar();
        }
      });
  };
  carteiro.aoLiberar = rodar;
  let timer: NodeJS.Timeout | undefined;
  let parar = () => undefined as void;
  app.addHook('onReady', async () => {
    parar = app.ctx.dbHandle.changes.onChange((tabelas) => {
      if (tabelas === 'all' || tabelas.has('avisos_email')) rodar();
    });
    rodar();
    timer = setInterval(rodar, INTERVALO_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    parar();
    clearInterval(timer);
    carteiro.aoLiberar = () => undefined;
    await rodando;
    await carteiro.fechar();
  });
}
