import type { Config } from './config.js';
import type { Db, DbHandle } from './db/index.js';
import type { TokenService } from './lib/tokens.js';
import type { Role } from '../common/roles.js';

/** What every feature needs, handed over once when the app is built. */
export interface AppContext {
  config: Config;
  db: Db;
  dbHandle: DbHandle;
  tokens: TokenService;
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
