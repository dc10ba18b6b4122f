/**
 * Per-address limits on the reporter's routes that keep no trace past their window
 * (docs/decisions/028-anonimato-por-construcao.md). The general limits (server/plugins/rate-limit.ts)
 * keep an expiry to the millisecond of each address's first request, and on PostgreSQL keep it
 * until the row is reused; here:
 *  - windows are aligned to the clock (with the default hour, 14:00–15:00), so a row holds no time
 *    of its own, only its window's number;
 *  - the key is an HMAC of the limit and the address under a key of that window alone (derived
 *    from the shared JWT secret, so every instance counts alike on PostgreSQL);
 *  - a window's rows are deleted by the hour's own job (anuncios.ts) once the window is over,
 *    never by a later reporter's request: a company with a few reports a month would keep them
 *    for days, and on PostgreSQL each row's transaction id (`xmin`) would place the request
 *    beside the identified activity of its minute.
 * The same table serves both databases, so they behave alike.
 */
import crypto from 'node:crypto';
import type { FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import { resolveJwtSecret } from '../../lib/tokens.js';
import { ganchosDeLimite, type Contador } from '../../plugins/rate-limit.js';

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

/** The counts of one limit in `limites_anonimos`, one clock-aligned window at a time. */
class ContagemSemRastro implements Contador {
  constructor(
    private readonly ctx: AppContext,
    private readonly points: number,
    private readonly windowMs: number,
  ) {}

  /** The request's key: an HMAC of the limit and the address under the window's own key. */
  chave(nome: string, req: FastifyRequest): string {
    const janela = Math.floor(Date.now() / this.windowMs);
    return crypto
      .createHmac('sha256', chaveDaJanela(this.ctx, `${this.windowMs}-${janela}`))
      .update(`${nome}\u0000${req.ip}`)
      .digest('base64url');
  }

  async take(chave: string) {
    const { db } = this.ctx;
    const agora = Date.now();
    const janela = Math.floor(agora / this.windowMs);
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
    if (row.contagem <= this.points) return { ok: true as const };
    return {
      ok: false as const,
      retryAfter: Math.max(1, Math.ceil(((janela + 1) * this.windowMs - agora) / 1000)),
    };
  }

  async giveBack(chave: string) {
    await this.ctx.db
      .updateTable('limites_anonimos')
      .set((eb) => ({ contagem: eb('contagem', '-', 1) }))
      .where('chave', '=', chave)
      .execute();
  }
}

/**
 * Deletes the counts of every window that is over at `agora` (the reporter's limits all count in
 * `publicWindowMs`); run by the hour's job, so no count outlives its window by more than the
 * job's grace minute, whether or not anyone files again.
 */
export async function apagarJanelasEncerradas(ctx: AppContext, agora: number): Promise<void> {
  const atual = Math.floor(agora / ctx.config.limits.publicWindowMs);
  await ctx.db.deleteFrom('limites_anonimos').where('janela', '<', atual).execute();
}

/** The route hooks of one limit on a reporter's route (server/plugins/rate-limit.ts does the rest). */
export function limiteSemRastro(
  ctx: AppContext,
  /** names the limit, apart from the others */
  nome: string,
  points: number,
  windowMs: number,
  /** refusals that still count: a wrong protocol or key (401) is a guess, not bad input */
  opts: { counted?: readonly number[] } = {},
): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  const contagem = new ContagemSemRastro(ctx, points, windowMs);
  return ganchosDeLimite(contagem, (req) => contagem.chave(nome, req), opts);
}
