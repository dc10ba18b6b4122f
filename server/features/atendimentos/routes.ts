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
import { assertCanRate, assertCanSee } from './policy.js';
import type { AuthUser } from '../../context.js';
import { findTicket, listMessages, messagesVersion } from './repository.js';
import { MessageListRenderer } from './message-list.js';
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
  const { db, config, reads } = app.ctx;
  const signer = new FileUrlSigner(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const anyUser = requireUser('suporte');
  const lists = new MessageListRenderer(signer);
  const findTicketCached = (id: number) => reads.tickets.read(id, () => findTicket(db, id));
  /** The ticket, authorized for the user (404 otherwise). */
  const loadTicketFor = async (user: AuthUser, id: number) =>
    assertCanSee(user, await findTicketCached(id));

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
    // The answer is `z.array(mensagem)`, serialized and checked by the renderer, not by Fastify.
    { onRequest: anyUser, schema: { params: idParam } },
    async (req, reply) => {
      const ticket = await loadTicketFor(currentUser(req), req.params.id);
      const json =
        lists.cached(
          ticket.id,
          await reads.messageVersions.read(ticket.id, () => messagesVersion(db, ticket.id)),
        ) ?? lists.render(ticket.id, await listMessages(db, ticket.id));
      return reply.type('application/json; charset=utf-8').send(json);
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
      const ticket = await loadTicketFor(user, req.params.id);
      const row = await postMessage(db, user, ticket, req.body.mensagem);
      return reply.status(201).send(presentMessage(row, signer));
    },
  );

  app.post(
    api.upload(':id'),
    { onRequest: anyUser, schema: { params: idParam, response: { 201: uploadResponse } } },
    async (req, reply) => {
      const user = currentUser(req);
      const ticket = await loadTicketFor(user, req.params.id);
      const stored = await receiveUpload(req, app.ctx, user, ticket);
      return reply.status(201).send({ url: signer.url(stored) });
    },
  );

  app.post(
    api.fechar(':id'),
    { onRequest: anyUser, schema: { params: idParam, response: { 200: fecharResponse } } },
    async (req) => {
      const user = currentUser(req);
      const ticket = await loadTicketFor(user, req.params.id);
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
      const ticket = assertCanRate(user, await findTicketCached(req.params.id));
      return reply.status(201).send(await rateTicket(db, user, ticket, req.body));
    },
  );

  await app.register(fileRoutes, { signer });
}
