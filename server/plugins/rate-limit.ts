/**
 * Per-address limits key on a salted hash of the address, never the address itself: the limiter's
 * memory cannot be read back into who sent an Ouvidoria report. The salt lives only in memory.
 */
import crypto from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooMany } from '../lib/errors.js';

const salt = crypto.randomBytes(16);

export function hashedAddressKey(req: FastifyRequest): string {
  return crypto.createHmac('sha256', salt).update(req.ip).digest('base64url');
}

export const TOO_MANY_MESSAGE = 'Muitas requisições. Aguarde e tente novamente.';

/**
 * A per-address allowance: `points` requests per `windowMs`, counted by rate-limiter-flexible
 * (the same library can keep the counts in a shared store when several instances run). Sized so
 * a whole office sharing one public address gets through: docs/decisions/009-shared-office-limits.md.
 */
export class AddressAllowance {
  private readonly limiter: RateLimiterMemory;

  constructor(points: number, windowMs: number) {
    this.limiter = new RateLimiterMemory({ points, duration: Math.ceil(windowMs / 1000) });
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

/**
 * The route hooks of one per-address limit. The request is counted as it arrives, so that
 * simultaneous requests cannot overdraw the allowance; an answer that refuses the input (a 4xx
 * other than the 429 itself: invalid fields, wrong content type, too large) gives it back, since
 * such a request stored nothing. Server faults keep the count: the request may have done work.
 */
export function addressLimit(
  points: number,
  windowMs: number,
  /** refusals that still count: a wrong protocol or key (401) is a guess, not bad input */
  opts: { counted?: readonly number[] } = {},
): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  const allowance = new AddressAllowance(points, windowMs);
  return {
    async onRequest(req, reply: FastifyReply) {
      const key = hashedAddressKey(req);
      const taken = await allowance.take(key);
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
        await allowance.giveBack(key);
      }
      return payload;
    },
  };
}
