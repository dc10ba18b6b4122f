/**
 * Prometheus metrics (docs/product/operacao.md, "Métricas e alertas";
 * docs/decisions/061-metricas-e-operacao.md), served at `/metrics` on a listener of their own
 * (`METRICS_PORT`), never on the public port. prom-client's default process and Node.js metrics,
 * and the product's:
 *  - `http_request_duration_seconds{method,route,status_class}`: `route` is the route's template,
 *    and every request no route matched is the one value `nao_encontrada`, so a scanner's random
 *    paths cannot grow the series. The Ouvidoria's reporter routes are not counted at all: a
 *    counter that moves when a report arrives would time it to the scrape (docs/product/ouvidoria-ameacas.md);
 *  - business gauges read from the database at most every 15 s (`INTERVALO_MS`), so a scrape costs
 *    nothing the users feel; the Ouvidoria's count is taken at the start of the current hour.
 * No label carries a person, login, address, protocol, ticket number or free text.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { SITUACOES_SLA } from '../../common/schemas/atendimentos.js';
import { situacaoSlaSql } from '../core/situacao-sla.js';
import { falhasDeEnvio, type TabelaDeSaida } from '../core/expedidor.js';
import { casoAtrasadoSql } from '../features/denuncias/prazos.js';
import { verificarProntidao } from '../features/health/prontidao.js';
import { ultimoSucesso } from './marcos.js';

/** The business gauges are read from the database at most this often. */
export const INTERVALO_MS = 15_000;
const HORA_MS = 60 * 60 * 1000;
/** every request no route matched (a page of the web app, a scanner's guess) */
export const ROTA_NAO_ENCONTRADA = 'nao_encontrada';
/** where a wrong password or code answers 401 */
const ROTAS_DE_LOGIN = new Set(['/api/login', '/api/login/2fa']);
const CANAIS: Record<TabelaDeSaida, 'email' | 'push'> = {
  avisos_email: 'email',
  avisos_push: 'push',
};

declare module 'fastify' {
  interface FastifyInstance {
    metricas: client.Registry;
  }
}
/** each app's metrics listener, closed with the app */
const ouvintes = new WeakMap<FastifyInstance, http.Server>();

interface Leitura {
  pronto: boolean;
  tickets: Record<string, number>;
  casosAtrasados: number;
  aguardando: Record<'email' | 'push', number>;
  backup: number;
}

const NADA_LIDO: Leitura = {
  pronto: false,
  tickets: Object.fromEntries(SITUACOES_SLA.map((s) => [s, 0])),
  casosAtrasados: 0,
  aguardando: { email: 0, push: 0 },
  backup: 0,
};

/** Reads every business gauge; an instance that is not ready keeps what it last read. */
async function ler(app: FastifyInstance, agora: Date, anterior: Leitura): Promise<Leitura> {
  const { db, dbHandle, instancia } = app.ctx;
  const pronto = (await verificarProntidao(dbHandle, instancia)).pronto;
  if (!pronto) return { ...anterior, pronto: false };
  const sla = situacaoSlaSql(agora);
  const porSla = await db
    .selectFrom('atendimentos')
    .select((eb) => [sla(eb).as('sla'), eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'aberto')
    .groupBy('sla')
    .execute();
  const tickets = Object.fromEntries(SITUACOES_SLA.map((s) => [s, 0]));
  for (const r of porSla) tickets[r.sla] = Number(r.n);
  // counted as at the start of this hour: reporter activity shows only once its hour is over
  const hora = new Date(Math.floor(agora.getTime() / HORA_MS) * HORA_MS).toISOString();
  const casos = await db
    .selectFrom('denuncias')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(casoAtrasadoSql(hora, ['confirmacao']))
    .executeTakeFirstOrThrow();
  const aguardando = { email: 0, push: 0 };
  for (const [tabela, canal] of Object.entries(CANAIS) as [TabelaDeSaida, 'email' | 'push'][]) {
    const r = await db
      .selectFrom(tabela)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('enviado_em', 'is', null)
      .where('desistido_em', 'is', null)
      .executeTakeFirstOrThrow();
    aguardando[canal] = Number(r.n);
  }
  const backup = await ultimoSucesso(db, 'backup');
  return {
    pronto,
    tickets,
    casosAtrasados: Number(casos.n),
    aguardando,
    backup: backup ? backup.getTime() / 1000 : 0,
  };
}

/** Builds the registry and counts every request; `/metrics` itself is `abrirMetricas`. */
export function registrarMetricas(app: FastifyInstance, relogio: () => Date = () => new Date()) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  app.decorate('metricas', registry);
  app.addHook('onClose', async () => {
    const servidor = ouvintes.get(app);
    if (servidor) await new Promise<void>((r) => servidor.close(() => r()));
  });

  const duracao = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das respostas, por rota (o modelo da rota) e classe de status',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const falhasLogin = new client.Counter({
    name: 'portal_login_failures_total',
    help: 'Entradas recusadas por senha ou código errado',
    registers: [registry],
  });
  const recusas = new client.Counter({
    name: 'portal_limit_refusals_total',
    help: 'Requisições recusadas por um limite (429), pela rota do limite',
    labelNames: ['limite'] as const,
    registers: [registry],
  });

  // A callback, not an async function, and the route's options read once (Fastify builds that
  // object on each read): this runs after every answer (docs/decisions/090-consultas-prontas.md).
  app.addHook('onResponse', (req, reply, done) => {
    const { config, url } = req.routeOptions;
    // the reporter's routes leave no trace that moves with them (docs/product/ouvidoria-ameacas.md)
    if (!config?.registroSoPorHora) {
      const route = url ?? ROTA_NAO_ENCONTRADA;
      const status = reply.statusCode;
      duracao.observe(
        { method: req.method, route, status_class: `${Math.floor(status / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      if (status === 401 && ROTAS_DE_LOGIN.has(route)) falhasLogin.inc();
      if (status === 429) recusas.inc({ limite: route });
    }
    done();
  });

  // The business gauges: one read of the database shared by every gauge, at most every 15 s.
  let ultima: { em: number; leitura: Promise<Leitura> } | undefined;
  let anterior = NADA_LIDO;
  const leitura = (): Promise<Leitura> => {
    const agora = relogio();
    if (!ultima || agora.getTime() - ultima.em >= INTERVALO_MS) {
      ultima = {
        em: agora.getTime(),
        leitura: ler(app, agora, anterior).then(
          (l) => (anterior = l),
          (err: unknown) => {
            app.log.warn({ err }, 'métricas: leitura do banco falhou');
            return (anterior = { ...anterior, pronto: false });
          },
        ),
      };
    }
    return ultima.leitura;
  };

  new client.Gauge({
    name: 'portal_ready',
    help: 'A instância pode servir (1) ou não (0), como GET /api/health/pronto',
    registers: [registry],
    async collect() {
      this.set((await leitura()).pronto ? 1 : 0);
    },
  });
  new client.Gauge({
    name: 'portal_tickets',
    help: 'Atendimentos abertos, por situação do prazo (SLA)',
    labelNames: ['sla'] as const,
    registers: [registry],
    async collect() {
      const l = await leitura();
      for (const s of SITUACOES_SLA) this.set({ sla: s }, l.tickets[s] ?? 0);
    },
  });
  new client.Gauge({
    name: 'portal_ouvidoria_cases_overdue_acknowledgement',
    help: 'Casos da Ouvidoria sem retorno ao denunciante após os 7 dias (contados no início da hora)',
    registers: [registry],
    async collect() {
      this.set((await leitura()).casosAtrasados);
    },
  });
  new client.Gauge({
    name: 'portal_notices_waiting',
    help: 'Avisos na fila, ainda não enviados nem desistidos, por canal',
    labelNames: ['canal'] as const,
    registers: [registry],
    async collect() {
      const l = await leitura();
      for (const [canal, n] of Object.entries(l.aguardando)) this.set({ canal }, n);
    },
  });
  new client.Gauge({
    name: 'portal_backup_last_success_timestamp_seconds',
    help: 'Quando o último backup (npm run cli -- backup) terminou bem; 0 se nunca',
    registers: [registry],
    async collect() {
      this.set((await leitura()).backup);
    },
  });
  new client.Counter({
    name: 'portal_notices_failed_total',
    help: 'Tentativas de envio de aviso que falharam nesta instância, por canal',
    labelNames: ['canal'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [tabela, canal] of Object.entries(CANAIS) as [TabelaDeSaida, string][])
        this.inc({ canal }, falhasDeEnvio[tabela]);
    },
  });
  new client.Gauge({
    name: 'portal_streams_open',
    help: 'Conexões de eventos ao vivo abertas nesta instância',
    registers: [registry],
    collect() {
      this.set(app.ctx.instancia.streamsAbertos?.() ?? 0);
    },
  });
  const pools = app.ctx.dbHandle.pgPools;
  if (pools) {
    new client.Gauge({
      name: 'portal_db_pool_connections',
      help: 'Conexões dos pools do PostgreSQL (consultas avulsas e transações): ociosas, em uso, e pedidos esperando uma',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        for (const [nome, pool] of Object.entries(pools)) {
          this.set({ pool: nome, state: 'ociosa' }, pool.idleCount);
          this.set({ pool: nome, state: 'em_uso' }, pool.totalCount - pool.idleCount);
          this.set({ pool: nome, state: 'esperando' }, pool.waitingCount);
        }
      },
    });
  }
}

/**
 * The metrics listener (`METRICS_PORT`, `METRICS_HOST`): `GET /metrics` and nothing else. Closed
 * with the app. Answers the address it listens on.
 */
export async function abrirMetricas(
  app: FastifyInstance,
  onde: { port: number; host: string },
): Promise<AddressInfo> {
  const servidor = http.createServer((req, res) => {
    const caminho = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || caminho !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Use GET /metrics\n');
      return;
    }
    app.metricas.metrics().then(
      (texto) => res.writeHead(200, { 'content-type': app.metricas.contentType }).end(texto),
      (err: unknown) => {
        app.log.error({ err }, 'métricas: falha ao gerar /metrics');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(onde.port, onde.host, () => resolve());
  });
  ouvintes.set(app, servidor);
  return servidor.address() as AddressInfo;
}
