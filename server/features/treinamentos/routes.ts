/** Trainings' routes (docs/product/treinamentos.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../common/schemas/fields.js';
import {
  meusTreinamentos as meusTreinamentosSchema,
  novoTreinamentoBody,
  participantesBody,
  presencaBody,
  presencaRegistrada,
  presencasAdicionadas,
  situacaoDaEquipe as situacaoDaEquipeSchema,
  treinamentoCriado,
  treinamentoDetalhe,
  treinamentoResumo,
} from '../../../common/schemas/treinamentos.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { criacaoIdempotente, responderIdempotente, validarChave } from '../../core/idempotencia.js';
import { agendarLembretes } from './lembretes.js';
import { listarTreinamentos } from './repository.js';
import {
  criarTreinamento,
  detalharTreinamento,
  marcarParticipantes,
  meusTreinamentos,
  presencaPorCodigo,
  situacaoDaEquipe,
} from './service.js';

export default async function treinamentosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const equipe = requireUser('treinamentos');
  const qualquer = requireUser('meusTreinamentos');
  agendarLembretes(app);

  app.post(
    '/api/treinamentos',
    {
      onRequest: equipe,
      preHandler: validarChave,
      schema: { body: novoTreinamentoBody, response: { 201: treinamentoCriado } },
    },
    async (req, reply) =>
      responderIdempotente(req, reply, criacaoIdempotente(req.body), (guarda) =>
        criarTreinamento(ctx, currentUser(req), req.body, guarda),
      ),
  );

  app.get(
    '/api/treinamentos',
    { onRequest: equipe, schema: { response: { 200: z.array(treinamentoResumo) } } },
    async () =>
      (await listarTreinamentos(ctx.db)).map((t) => ({
        ...(t as z.infer<typeof treinamentoResumo>),
        participantes: Number(t.participantes),
      })),
  );

  app.get(
    '/api/treinamentos/situacao',
    { onRequest: equipe, schema: { response: { 200: situacaoDaEquipeSchema } } },
    async () => situacaoDaEquipe(ctx),
  );

  app.post(
    '/api/treinamentos/presenca',
    {
      onRequest: qualquer,
      schema: {
        body: presencaBody,
        response: { 200: presencaRegistrada, 201: presencaRegistrada },
      },
    },
    async (req, reply) => {
      const r = await presencaPorCodigo(ctx, currentUser(req), req.body.codigo);
      return reply.status(r.nova ? 201 : 200).send(r);
    },
  );

  app.get(
    '/api/treinamentos/:id',
    { onRequest: equipe, schema: { params: idParam, response: { 200: treinamentoDetalhe } } },
    async (req) => detalharTreinamento(ctx, req.params.id),
  );

  app.post(
    '/api/treinamentos/:id/participantes',
    {
      onRequest: equipe,
      schema: { params: idParam, body: participantesBody, response: { 200: presencasAdicionadas } },
    },
    async (req) => marcarParticipantes(ctx, currentUser(req), req.params.id, req.body.usuario_ids),
  );

  app.get(
    '/api/me/treinamentos',
    { onRequest: qualquer, schema: { response: { 200: meusTreinamentosSchema } } },
    async (req) => meusTreinamentos(ctx, currentUser(req)),
  );
}
