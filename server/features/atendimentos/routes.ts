/**
 * The support chat's API (docs/product/atendimentos.md). Every `/api/atendimentos/:id/…` route
 * loads the atendimento, then authorizes it for the caller (policy.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../common/schemas/fields.js';
import {
  abrirAtendimentoBody,
  abrirAtendimentoResponse,
  atendimento,
  atendimentosQuery,
  avaliacaoBody,
  avaliacaoResponse,
  fecharResponse,
  mensagem,
  mensagensQuery,
  novaMensagemBody,
  uploadResponse,
} from '../../../common/schemas/atendimentos.js';
import { currentUser, requireUser, type AuthUser } from '../../core/current-user.js';
import { MessageListRenderer } from './message-list.js';
import { assertCanRate, assertCanSee } from './policy.js';
import { readAtendimento, readAtendimentoEVersao } from './reads.js';
import { listMensagens } from './repository.js';
import {
  abrirAtendimento,
  avaliarAtendimento,
  enviarMensagem,
  fecharAtendimento,
  getAtendimento,
  getAtendimentos,
  marcarLido,
} from './service.js';
import { signerDe } from './assinatura.js';
import { fileRoutes, receiveUpload } from './upload.js';
import { responderIdempotente, validarChave } from '../../core/idempotencia.js';
import { mensagemIdempotente, uploadIdempotente } from './idempotente.js';
import mesaRoutes from './mesa/routes.js';
import { agendarAvisosDeRisco } from './mesa/riscos.js';
import { comNome } from '../../lib/plugin-com-nome.js';

export default async function atendimentosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const signer = signerDe(ctx);
  const anyUser = requireUser('suporte');
  const lists = new MessageListRenderer(signer, {
    ligado: !ctx.config.cachesDesligados.has('lista-mensagens'),
  });
  agendarAvisosDeRisco(fastify);
  /** The atendimento, authorized for the user (404 otherwise). */
  const loadFor = async (user: AuthUser, id: number) =>
    assertCanSee(user, await readAtendimento(ctx, id));

  app.post(
    '/api/atendimentos',
    {
      onRequest: anyUser,
      schema: {
        body: abrirAtendimentoBody,
        response: { 200: abrirAtendimentoResponse, 201: abrirAtendimentoResponse },
      },
    },
    async (req, reply) => {
      const prioridade = req.body?.prioridade;
      const { id, created } = await abrirAtendimento(ctx, currentUser(req), prioridade);
      return reply.status(created ? 201 : 200).send({ atendimentoId: id });
    },
  );

  // Without paging parameters: the newest 500, as the spec's screens read them; X-Total-Count
  // says how many match. The panel asks for pages, ordered by the nearest due time.
  app.get(
    '/api/atendimentos',
    {
      onRequest: anyUser,
      schema: { querystring: atendimentosQuery, response: { 200: z.array(atendimento) } },
    },
    async (req, reply) => {
      const { itens, total } = await getAtendimentos(ctx, currentUser(req), req.query);
      return reply.header('x-total-count', total).send(itens);
    },
  );

  app.get(
    '/api/atendimentos/:id',
    { onRequest: anyUser, schema: { params: idParam, response: { 200: atendimento } } },
    async (req) => getAtendimento(ctx, currentUser(req), req.params.id),
  );

  app.get(
    '/api/atendimentos/:id/mensagens',
    // The answer is `z.array(mensagem)`, serialized and checked by the renderer, not by Fastify.
    { onRequest: anyUser, schema: { params: idParam, querystring: mensagensQuery } },
    async (req, reply) => {
      const user = currentUser(req);
      const lidos = await readAtendimentoEVersao(ctx, req.params.id);
      const atendimento = assertCanSee(user, lidos.atendimento);
      const { id } = atendimento;
      const { depois } = req.query;
      const versao = await lidos.versao();
      const json =
        depois !== undefined
          ? lists.renderNovas(
              // nothing newer: no need to ask the database
              versao.ultimo === null || versao.ultimo <= depois
                ? []
                : await listMensagens(db, id, depois),
            )
          : (lists.cached(id, versao) ?? lists.render(id, await listMensagens(db, id)));
      // What the owner was just shown is read: at most the newest message of this version (one
      // written meanwhile is not in this answer and stays unread).
      await marcarLido(ctx, user, atendimento, versao.ultimo);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.post(
    '/api/atendimentos/:id/mensagens',
    {
      onRequest: anyUser,
      preHandler: validarChave,
      schema: { params: idParam, body: novaMensagemBody, response: { 201: mensagem } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const atendimento = await loadFor(user, req.params.id);
      return responderIdempotente(req, reply, mensagemIdempotente(req.body, signer), (guarda) =>
        enviarMensagem(ctx, user, atendimento, req.body.mensagem, guarda),
      );
    },
  );

  app.post(
    '/api/atendimentos/:id/upload',
    {
      onRequest: anyUser,
      preHandler: validarChave,
      schema: { params: idParam, response: { 201: uploadResponse } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const atendimento = await loadFor(user, req.params.id);
      const { ler, opcoes } = uploadIdempotente(req, signer);
      return responderIdempotente(req, reply, opcoes, (guarda) =>
        receiveUpload(ctx, user, atendimento, ler, guarda),
      );
    },
  );

  app.post(
    '/api/atendimentos/:id/fechar',
    {
      onRequest: anyUser,
      preHandler: validarChave,
      schema: { params: idParam, response: { 200: fecharResponse } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const atendimento = await loadFor(user, req.params.id);
      const fechado = { id: atendimento.id, status: 'fechado' as const };
      const opcoes = {
        conteudo: async () => '',
        resposta: () => ({ status: 200, corpo: fechado }),
      };
      return responderIdempotente(req, reply, opcoes, (guarda) =>
        fecharAtendimento(ctx, user, atendimento, guarda),
      );
    },
  );

  app.post(
    '/api/atendimentos/:id/avaliacao',
    {
      onRequest: anyUser,
      schema: { params: idParam, body: avaliacaoBody, response: { 201: avaliacaoResponse } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const atendimento = assertCanRate(user, await readAtendimento(ctx, req.params.id));
      return reply.status(201).send(await avaliarAtendimento(ctx, user, atendimento, req.body));
    },
  );

  await app.register(comNome(fileRoutes), { signer });
  await app.register(comNome(mesaRoutes), { atendimentoDe: getAtendimento });
}
