import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '../../../common/paths.js';
import { idParam } from '../../../common/schemas/fields.js';
import {
  abrirAtendimentoResponse,
  atendimento,
  atendimentosQuery,
  avaliacaoBody,
  avaliacaoResponse,
  fecharResponse,
  mensagem,
  novaMensagemBody,
  uploadResponse,
} from '../../../common/schemas/atendimentos.js';
import { resolveJwtSecret } from '../../lib/tokens.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { assertCanRate, loadTicketFor } from './policy.js';
import { findTicket, listMessages } from './repository.js';
import {
  closeTicketBy,
  openTicket,
  postMessage,
  presentMessage,
  rateTicket,
  ticketsFor,
} from './service.js';
import { FileUrlSigner } from './signing.js';
import { fileRoutes, receiveUpload } from './upload.js';

/** Support chat (decisions section 5). Every `/:id/…` route loads the ticket, then authorizes it. */
export default async function atendimentosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const signer = new FileUrlSigner(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const anyUser = requireUser('suporte');

  app.post(
    api.atendimentos,
    {
      onRequest: anyUser,
      schema: { response: { 200: abrirAtendimentoResponse, 201: abrirAtendimentoResponse } },
    },
    async (req, reply) => {
      const { id, created } = await openTicket(db, currentUser(req));
      return reply.status(created ? 201 : 200).send({ atendimentoId: id });
    },
  );

  app.get(
    api.atendimentos,
    {
      onRequest: anyUser,
      schema: { querystring: atendimentosQuery, response: { 200: z.array(atendimento) } },
    },
    async (req) => ticketsFor(db, currentUser(req), req.query.meus === 'true'),
  );

  app.get(
    api.mensagens(':id'),
    { onRequest: anyUser, schema: { params: idParam, response: { 200: z.array(mensagem) } } },
    async (req) => {
      const ticket = await loadTicketFor(db, currentUser(req), req.params.id);
      const rows = await listMessages(db, ticket.id);
      return rows.map((r) => presentMessage(r, signer));
    },
  );

  app.post(
    api.mensagens(':id'),
    {
      onRequest: anyUser,
      schema: { params: idParam, body: novaMensagemBody, response: { 201: mensagem } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const ticket = await loadTicketFor(db, user, req.params.id);
      const row = await postMessage(db, user, ticket, req.body.mensagem);
      return reply.status(201).send(presentMessage(row, signer));
    },
  );

  app.post(
    api.upload(':id'),
    { onRequest: anyUser, schema: { params: idParam, response: { 201: uploadResponse } } },
    async (req, reply) => {
      const user = currentUser(req);
      const ticket = await loadTicketFor(db, user, req.params.id);
      const stored = await receiveUpload(req, app.ctx, user, ticket);
      return reply.status(201).send({ url: signer.url(stored) });
    },
  );

  app.post(
    api.fechar(':id'),
    { onRequest: anyUser, schema: { params: idParam, response: { 200: fecharResponse } } },
    async (req) => {
      const user = currentUser(req);
      const ticket = await loadTicketFor(db, user, req.params.id);
      await closeTicketBy(db, user, ticket);
      return { id: ticket.id, status: 'fechado' as const };
    },
  );

  app.post(
    api.avaliacao(':id'),
    {
      onRequest: anyUser,
      schema: { params: idParam, body: avaliacaoBody, response: { 201: avaliacaoResponse } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const ticket = assertCanRate(user, await findTicket(db, req.params.id));
      return reply.status(201).send(await rateTicket(db, user, ticket, req.body));
    },
  );

  await app.register(fileRoutes, { signer });
}
