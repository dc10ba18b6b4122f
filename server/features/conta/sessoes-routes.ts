/**
 * One's devices (docs/product/conta.md, "Aparelhos conectados"): list them, end one, end all but
 * this one. The queries are in server/core/sessoes.ts; ending deletes the row, and the token that
 * carries it is refused at once on every instance (server/core/current-user.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  encerradas,
  SESSAO_NAO_ENCONTRADA,
  sessaoParam,
  sessoes,
} from '../../../common/schemas/sessoes.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import {
  encerrarSessao,
  encerrarSessoes,
  gravarUsos,
  listarSessoes,
  USO_GRAVACAO_MS,
} from '../../core/sessoes.js';
import { notFound, unauthorized } from '../../lib/errors.js';

/** The session of the request's token (set by requireUser). */
function sid(req: FastifyRequest): string {
  if (!req.claims) throw unauthorized();
  return req.claims.sid;
}

export default async function sessoesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // the last uses noted by every request (server/core/current-user.ts), written in batches
  const gravar = () =>
    gravarUsos(app.ctx).catch((err: unknown) =>
      app.log.warn({ err }, 'falha ao gravar o último uso das sessões'),
    );
  const timer = setInterval(() => void gravar(), USO_GRAVACAO_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await gravar();
  });
  // Open to someone whose role awaits their two-factor enrolment: a device they lost is ended
  // from the very screen they are held on.
  const propria = requireUser(undefined, { allowMfaPending: true });

  app.get(
    '/api/me/sessoes',
    { onRequest: propria, schema: { response: { 200: sessoes } } },
    async (req) => {
      const atual = sid(req);
      const rows = await listarSessoes(app.ctx.db, currentUser(req).id);
      return rows.map((s) => ({
        id: s.id,
        aparelho: s.aparelho,
        ...(s.cidade ? { cidade: s.cidade } : {}),
        criado_em: s.criado_em,
        ultimo_uso_em: s.ultimo_uso_em,
        atual: s.id === atual,
      }));
    },
  );

  app.delete(
    '/api/me/sessoes/:id',
    { onRequest: propria, schema: { params: sessaoParam } },
    async (req, reply) => {
      if (!(await encerrarSessao(app.ctx.db, currentUser(req).id, req.params.id))) {
        throw notFound(SESSAO_NAO_ENCONTRADA);
      }
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/me/sessoes/encerrar-outras',
    { onRequest: propria, schema: { response: { 200: encerradas } } },
    async (req) => ({
      encerradas: await encerrarSessoes(app.ctx.db, currentUser(req).id, sid(req)),
    }),
  );
}
