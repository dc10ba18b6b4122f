/**
 * The reporter's routes, reachable without an account. Like filing, they never read the
 * Authorization header and log no address; a per-address limit counts wrong protocols and keys
 * too (a guess is not bad input), on top of the lock per protocol.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acompanhamento,
  credenciaisBody,
  mensagemDenuncianteBody,
} from '../../../common/schemas/denuncias-acompanhamento.js';
import { addressLimit } from '../../plugins/rate-limit.js';
import { mensagemDoDenunciante, verCaso } from './acompanhamento.js';
import { addressFreeRequest } from './log.js';

export default async function acompanhamentoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const limit = () =>
    addressLimit(config.limits.acompanhamentoPerWindow, config.limits.publicWindowMs, {
      counted: [401],
    });
  const reading = limit();
  const writing = limit();

  app.post(
    '/api/denuncias/acompanhamento',
    {
      logSerializers: { req: addressFreeRequest },
      ...reading,
      schema: { body: credenciaisBody, response: { 200: acompanhamento } },
    },
    async (req, reply) => {
      const caso = await verCaso(db, req.body);
      return reply.header('cache-control', 'no-store').send(caso);
    },
  );

  app.post(
    '/api/denuncias/acompanhamento/mensagens',
    {
      logSerializers: { req: addressFreeRequest },
      ...writing,
      schema: {
        body: mensagemDenuncianteBody,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      const { texto, ...creds } = req.body;
      await mensagemDoDenunciante(db, creds, texto);
      return reply.status(201).send({ ok: true as const });
    },
  );
}
