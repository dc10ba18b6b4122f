/**
 * The Código de Conduta (docs/product/conduta.md; Lei 14.457/2022 art. 23, I). A published
 * version has no route that changes or removes it, and the database refuses it too (migration 0027).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adesao as adesaoSchema,
  adesaoQuery,
  cienciaBody,
  cienciaResposta,
  condutaVigente,
  publicarVersaoBody,
  versaoPublicada,
  versoesDoCodigo,
} from '../../../common/schemas/conduta.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { criacaoIdempotente, responderIdempotente, validarChave } from '../../core/idempotencia.js';
import { listarVersoes } from './repository.js';
import { adesao, declararCiencia, publicarVersao, vigentePara } from './service.js';

export default async function condutaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/conduta/versoes',
    {
      onRequest: requireUser('gestaoConduta'),
      preHandler: validarChave,
      schema: { body: publicarVersaoBody, response: { 201: versaoPublicada } },
    },
    async (req, reply) =>
      responderIdempotente(req, reply, criacaoIdempotente(req.body), (guarda) =>
        publicarVersao(app.ctx, currentUser(req), req.body, guarda),
      ),
  );

  app.get(
    '/api/conduta/versoes',
    { onRequest: requireUser('gestaoConduta'), schema: { response: { 200: versoesDoCodigo } } },
    async () => listarVersoes(app.ctx.db),
  );

  app.get(
    '/api/conduta/vigente',
    { onRequest: requireUser(), schema: { response: { 200: condutaVigente } } },
    async (req) => vigentePara(app.ctx, currentUser(req)),
  );

  app.post(
    '/api/conduta/ciencia',
    {
      onRequest: requireUser(),
      schema: { body: cienciaBody, response: { 200: cienciaResposta, 201: cienciaResposta } },
    },
    async (req, reply) => {
      const { nova, ciencia } = await declararCiencia(
        app.ctx,
        currentUser(req),
        req.body.versao_id,
      );
      reply.code(nova ? 201 : 200);
      return ciencia;
    },
  );

  app.get(
    '/api/conduta/adesao',
    {
      onRequest: requireUser('gestaoConduta'),
      schema: { querystring: adesaoQuery, response: { 200: adesaoSchema } },
    },
    async (req) => adesao(app.ctx, req.query.versao),
  );
}
