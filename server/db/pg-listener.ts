/**
 * PostgreSQL's half of the change feed (server/db/change-feed.ts): one connection that LISTENs
 * on `portal_mudancas`, where every table's trigger (migration 0008) names itself at commit, and
 * on `portal_mudancas_por_chave`, where the tables the caches keep by key also name the keys a
 * write touched (migration 0051); for those tables only the second is heard.
 * pg-listen keeps the connection alive, checks it, and reconnects; after every (re)connection the
 * feed counts everything as changed, so nothing committed while it was away is missed.
 * docs/decisions/015-eventos-ao-vivo.md.
 */
import { quandoUsado } from '../lib/quando-usado.js';
import type { ChangeFeed } from './change-feed.js';
import { TABELAS_POR_CHAVE } from './migrations/0051_mudancas_por_chave.js';

const pgListen = quandoUsado<typeof import('pg-listen')>('pg-listen');

/** Where the database's own events are told (the app's logger). */
export interface LogDoBanco {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

const CANAL_MUDANCAS = 'portal_mudancas';
const CANAL_POR_CHAVE = 'portal_mudancas_por_chave';
const TEM_CHAVES: ReadonlySet<string> = new Set(Object.keys(TABELAS_POR_CHAVE));

export interface Escuta {
  close(): Promise<void>;
}

export async function escutarMudancas(opts: {
  url: string;
  /** the schema whose tables this instance uses; other schemas' changes are ignored */
  schema: string;
  feed: ChangeFeed;
  /** hears the feed's loss and return (the instance is not ready meanwhile) */
  log?: LogDoBanco;
}): Promise<Escuta> {
  const { feed, schema } = opts;
  // A CommonJS module: its function is its `default` export.
  const subscriber = pgListen().default(
    { connectionString: opts.url },
    {
      // Reconnect for as long as it takes, waiting up to 5 s between attempts.
      retryLimit: Infinity,
      retryTimeout: Infinity,
      retryInterval: (attempt: number) => Math.min(5_000, 100 * 2 ** attempt),
      paranoidChecking: 10_000,
      parse: (payload: string) => payload,
    },
  );
  let ready = false;
  let perdidoEm: number | null = null;
  const perder = (err?: Error) => {
    feed.setListening(false);
    if (!ready || perdidoEm !== null) return;
    perdidoEm = Date.now();
    opts.log?.warn(
      { err: err?.message },
      'feed de mudanças perdido (conexão de LISTEN ao PostgreSQL caiu): instância não pronta até reconectar',
    );
  };
  const daqui = (payload: string) => {
    const dot = payload.indexOf('.');
    return payload.slice(0, dot) === schema ? payload.slice(dot + 1) : undefined;
  };
  subscriber.notifications.on(CANAL_MUDANCAS, (payload: string) => {
    const table = daqui(payload);
    if (table !== undefined && !TEM_CHAVES.has(table)) feed.externalChange(table);
  });
  subscriber.notifications.on(CANAL_POR_CHAVE, (payload: string) => {
    const resto = daqui(payload);
    if (resto === undefined) return;
    // `<table>` or `<table>:<column>=<v1>,<v2>,…`
    const m = /^([^:]+)(?::([^=]+)=(.*))?$/.exec(resto);
    if (!m) return feed.externalChange('all');
    const [, table, coluna, lista] = m;
    feed.externalChange(
      table!,
      coluna && lista !== undefined ? { coluna, valores: lista.split(',') } : undefined,
    );
  });
  subscriber.events.on('reconnect', () => perder());
  subscriber.events.on('connected', () => {
    // pg-listen says `connected` before the first LISTEN and after every re-LISTEN.
    if (!ready) return;
    feed.setListening(true);
    if (perdidoEm !== null) {
      opts.log?.info(
        { foraMs: Date.now() - perdidoEm },
        'feed de mudanças reconectado ao PostgreSQL: instância pronta de novo',
      );
      perdidoEm = null;
    }
  });
  subscriber.events.on('error', (err: Error) => perder(err));
  await subscriber.connect();
  await subscriber.listenTo(CANAL_MUDANCAS);
  await subscriber.listenTo(CANAL_POR_CHAVE);
  ready = true;
  feed.setListening(true);
  return {
    close: async () => {
      feed.setListening(false);
      await subscriber.close();
    },
  };
}
