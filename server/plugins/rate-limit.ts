/**
 * Per-address limits key on a keyed hash of the address, never the address itself: the counts
 * cannot be read back into who sent an Ouvidoria report. On SQLite (one instance) they live in
 * memory with a key that lives only in memory too; on PostgreSQL every instance counts in the
 * database (rate-limiter-flexible's RateLimiterPostgres), with a key each instance derives from
 * the shared JWT secret and the day, so that the instances agree and yesterday's rows mean
 * nothing: docs/decisions/019-varias-instancias.md.
 */
import crypto from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppContext } from '../context.js';
import { tooMany } from '../lib/errors.js';
import { resolveJwtSecret } from '../lib/tokens.js';

const DIA_MS = 24 * 60 * 60 * 1000;
const saltDoProcesso = crypto.randomBytes(32);

const chaves = new WeakMap<AppContext, { dia: number; chave: Buffer }>();

/** The key of the day (UTC): shared by the instances on PostgreSQL, this process's on SQLite. */
function chaveDoDia(ctx: AppContext, agora: number): Buffer {
  if (ctx.dbHandle.dialect !== 'postgres') return saltDoProcesso;
  const dia = Math.floor(agora / DIA_MS);
  const guardada = chaves.get(ctx);
  if (guardada?.dia === dia) return guardada.chave;
  const segredo = resolveJwtSecret(ctx.config.jwtSecret, ctx.config.dataDir);
  const chave = Buffer.from(
    crypto.hkdfSync('sha256', segredo, 'portal-agro', `limites-${dia}`, 32),
  );
  chaves.set(ctx, { dia, chave });
  return chave;
}

function hashedAddressKey(ctx: AppContext, req: FastifyRequest): string {
  return crypto
    .createHmac('sha256', chaveDoDia(ctx, Date.now()))
    .update(req.ip)
    .digest('base64url');
}

/**
 * A per-account count's key: the account's id under the same keyed hash, so the shared table
 * holds no one's id either (server/features/treinamentos: wrong attendance codes).
 */
export function chaveDaConta(ctx: AppContext, usuarioId: number): string {
  return crypto
    .createHmac('sha256', chaveDoDia(ctx, Date.now()))
    .update(`conta:${usuarioId}`)
    .digest('base64url');
}

/** The counter of one limit: in the database on PostgreSQL, with memory as its insurance. */
function contador(
  ctx: AppContext,
  nome: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  const memoria = new RateLimiterMemory({ points, duration, keyPrefix: nome });
  const pool = ctx.dbHandle.pgPool;
  if (!pool) return memoria;
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'limites_por_endereco',
    schemaName: ctx.dbHandle.pgSchema,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: nome,
    points,
    duration,
    // the database unreachable: each instance counts alone rather than refusing everyone
    insuranceLimiter: memoria,
  });
}

const TOO_MANY_MESSAGE = 'Muitas requisições. Aguarde e tente novamente.';

/**
 * A per-address allowance: `points` requests per `windowMs`, counted by rate-limiter-flexible
 * (the same library can keep the counts in a shared store when several instances run). Sized so
 * a whole office sharing one public address gets through: docs/decisions/009-shared-office-limits.md.
 */
export class AddressAllowance {
  private readonly limiter: RateLimiterAbstract;

  constructor(points: number, windowMs: number, store?: { ctx: AppContext; nome: string }) {
    const duration = Math.ceil(windowMs / 1000);
    this.limiter = store
      ? contador(store.ctx, store.nome, points, duration)
      : new RateLimiterMemory({ points, duration });
  }

  /** Takes one request from the address's allowance; the seconds to wait when none is left. */
  async take(key: string): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
    try {
      await this.limiter.consume(key);
      return { ok: true };
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      return { ok: false, retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    }
  }

  /** Gives back a request that was refused as bad input. */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }
}

const TAKEN = Symbol('counted by the address limit');
type Marked = FastifyRequest & { [TAKEN]?: string };

/** What a per-address limit counts with: take one request for a key, give one back. */
export interface Contador {
  take(key: string): Promise<{ ok: true } | { ok: false; retryAfter: number }>;
  giveBack(key: string): Promise<void>;
}

/**
 * The route hooks of one per-address limit, whatever counts it (`chave` makes the request's key).
 * The request is counted as it arrives, so that simultaneous requests cannot overdraw the
 * allowance; an answer that refuses the input (a 4xx other than the 429 itself: invalid fields,
 * wrong content type, too large) gives it back, since such a request stored nothing. Server
 * faults keep the count: the request may have done work.
 */
export function ganchosDeLimite(
  contador: Contador,
  chave: (req: FastifyRequest) => string,
  /** refusals that still count: a wrong protocol or key (401) is a guess, not bad input */
  opts: { counted?: readonly number[] } = {},
): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  return {
    async onRequest(req, reply: FastifyReply) {
      const key = chave(req);
      const taken = await contador.take(key);
      if (!taken.ok) {
        void reply.header('retry-after', taken.retryAfter);
        throw tooMany(TOO_MANY_MESSAGE);
      }
      (req as Marked)[TAKEN] = key;
    },
    async onSend(req, reply, payload) {
      const key = (req as Marked)[TAKEN];
      const status = reply.statusCode;
      const counted = status === 429 || opts.counted?.includes(status);
      if (key && status >= 400 && status < 500 && !counted) {
        (req as Marked)[TAKEN] = undefined;
        await contador.giveBack(key);
      }
      return payload;
    },
  };
}

/** A per-address limit counted by rate-limit-flexible (`AddressAllowance`). */
export function addressLimit(
  ctx: AppContext,
  /** names the limit, apart from the others, in the shared store */
  nome: string,
  points: number,
  windowMs: number,
  opts: { counted?: readonly number[] } = {},
): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  const allowance = new AddressAllowance(points, windowMs, { ctx, nome });
  return ganchosDeLimite(allowance, (req) => hashedAddressKey(ctx, req), opts);
}
