import type { Config } from './config.js';
import type { Db, DbHandle } from './db/index.js';
import { RowCache, type ChangeFeed } from './db/read-cache.js';
import type { UserRow } from './db/schema.js';
import type { MessagesVersion, TicketRow } from './features/atendimentos/repository.js';
import type { TokenService } from './lib/tokens.js';
import type { Role } from '../common/roles.js';

/** What every feature needs, handed over once when the app is built. */
export interface AppContext {
  config: Config;
  db: Db;
  dbHandle: DbHandle;
  tokens: TokenService;
  reads: ReadCaches;
}

/**
 * The rows read on almost every request, cached in memory while their table is unchanged
 * (decision 008): the caller's account, the ticket, and its message list's version.
 */
export interface ReadCaches {
  users: RowCache<number, UserRow>;
  tickets: RowCache<number, TicketRow>;
  messageVersions: RowCache<number, MessagesVersion>;
}

export function createReadCaches(changes: ChangeFeed): ReadCaches {
  return {
    users: new RowCache(changes, 'users'),
    tickets: new RowCache(changes, 'atendimentos'),
    messageVersions: new RowCache(changes, 'mensagens'),
  };
}

/** The authenticated user of a request. */
export interface AuthUser {
  id: number;
  nome: string;
  login: string;
  role: Role;
  primeiroLogin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
