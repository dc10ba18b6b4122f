/**
 * What every feature needs, handed over once when the app is built (`app.ctx`). Features keep
 * their own state (their read caches, say) to themselves: nothing here names a feature.
 */
import type { SiteContent } from '../common/content.js';
import type { Config } from './config.js';
import type { Db, DbHandle } from './db/index.js';
import type { Cofre } from './lib/cofre.js';
import type { ChavesVapid } from './lib/vapid.js';
import type { TokenService } from './lib/tokens.js';

/** The instance's own state that no query shows (server/plugins/shutdown.ts). */
export interface EstadoDaInstancia {
  /** set on SIGTERM: the instance is not ready (server/features/health/prontidao.ts) */
  encerrando: boolean;
  /** what a stopping instance ends first (the live streams), given the reconnect hint in ms */
  aoEncerrar: Set<(retryMs: number) => void>;
  /** the live streams open now (the metric `portal_streams_open`), told by the eventos feature */
  streamsAbertos?: () => number;
}

export interface AppContext {
  config: Config;
  /** `content/site.json`, checked when the app is built */
  content: SiteContent;
  db: Db;
  dbHandle: DbHandle;
  tokens: TokenService;
  /** the two-factor secrets' key (server/lib/cofre.ts) */
  cofre: Cofre;
  /** push notices' VAPID pair, the same on every instance (server/lib/vapid.ts) */
  push: { chaves: ChavesVapid };
  /** what no query shows: whether the instance is stopping (server/plugins/shutdown.ts) */
  instancia: EstadoDaInstancia;
  // `dadosPessoais`, the registry of every feature's personal data, is added to this interface by
  // server/core/dados-pessoais.ts itself, so this file imports nothing that imports it back.
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
