/**
 * Per-address limits on the reporter's routes that keep no trace past their window
 * (docs/decisions/028-anonimato-por-construcao.md). The general limits (server/plugins/rate-limit.ts)
 * keep an expiry to the millisecond of each address's first request, and on PostgreSQL keep it
 * until the row is reused; here:
 *  - windows are aligned to the clock (with the default hour, 14:00–15:00), so a row holds no time
 *    of its own, only its window's number;
 *  - the key is an HMAC of the limit and the address under a key of that window alone (derived
 *    from the shared JWT secret, so every instance counts alike on PostgreSQL);
 *  - a window's rows are deleted as soon as the next one begins.
 * The same table serves both databases, so they behave alike.
 */
import crypto from 'node:crypto';
import type { FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import { tooMany } from '../../lib/errors.js';
import { resolveJwtSecret } from '../../lib/tokens.js';
import { TOO_MANY_MESSAGE } from '../../plugins/rate-limit.js';

const chavesDaJanela = new WeakMap<AppContext, { janela: string; chave: Buffer }>();

function chaveDaJanela(ctx: AppContext, id: string): Buffer {
  const guardada = chavesDaJanela.get(ctx);
  if (guardada?.janela === id) return guardada.chave;
  const segredo = resolveJwtSecret(ctx.config.jwtSecret, ctx.config.dataDir);
  const chave = Buffer.from(crypto.hkdfSync('sha256', segredo, 'portal-agro', `anonimo-${id}`, 32));
  chavesDaJanela.set(ctx, { janela: id, chave });
  return chave;
}

const saltDoProcesso = crypto.randomBytes(32);

/**
 * An opaque key of where a request came from, for counts this process keeps in memory only
 * (the wrong keys of the follow-up, tentativas.ts): never stored, meaningless to anyone else.
 */
export const origemDe = (req: FastifyRequest): string =>
  crypto.createHmac('sha256', saltDoProcesso).update(req.ip).digest('base64url');

const MARCA = Symbol('contado pelo limite sem rastro');
type Marcada = FastifyRequest & { [MARCA]?: string };

export function limiteSemRastro(
  ctx: AppContext,
  /** names the limit, apart from the others */
  nome: string,
  points: number,
  windowMs: number,
  /** refusals that still count: a wrong protocol or key (401) is a guess, not bad input */
  opts: { counted?: readonly number[] } = {},
): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  const { db } = ctx;
  return {
    async onRequest(req) {
      const agora = Date.now();
      const janela = Math.floor(agora / windowMs);
      const chave = crypto
        .createHmac('sha256', chaveDaJanela(ctx, `${windowMs}-${janela}`))
        .update(`${nome}\u0000${req.ip}`)
        .digest('base64url');
      await db.deleteFrom('limites_anonimos').where('janela', '<', janela).execute();
      const row = await db
        .insertInto('limites_anonimos')
        .values({ chave, janela, contagem: 1 })
        .onConflict((oc) =>
          oc
            .column('chave')
            .doUpdateSet((eb) => ({ contagem: eb('limites_anonimos.contagem', '+', 1) })),
        )
        .returning('contagem')
        .executeTakeFirstOrThrow();
      if (row.contagem > points) {
        const espera = Math.max(1, Math.ceil(((janela + 1) * windowMs - agora) / 1000));
        throw tooMany(TOO_MANY_MESSAGE, espera);
      }
      (req as Marcada)[MARCA] = chave;
    },
    // refused input stored nothing: its request is given back (as the general limits do)
    async onSend(req, reply, payload) {
      const chave = (req as Marcada)[MARCA];
      const status = reply.statusCode;
      const counted = status === 429 || opts.counted?.includes(status);
      if (chave && status >= 400 && status < 500 && !counted) {
        (req as Marcada)[MARCA] = undefined;
        await db
          .updateTable('limites_anonimos')
          .set((eb) => ({ contagem: eb('contagem', '-', 1) }))
          .where('chave', '=', chave)
          .execute();
      }
      return payload;
    },
  };
}
