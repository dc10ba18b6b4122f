/**
 * The desk's staff routes (docs/product/atendimentos.md, "Gestão" and "Relatório"). The chat
 * registers them and hands in how a ticket is answered (`atendimentoDe`): with the owner's unread
 * mark, which is the chat's, so the desk needs nothing from it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../../common/schemas/fields.js';
import {
  alterarAtendimentoBody,
  atendimento,
  notaInterna,
  novaNotaBody,
  respostaPronta,
  respostaProntaBody,
} from '../../../../common/schemas/atendimentos.js';
import {
  relatorioQuery,
  relatorioSuporte,
} from '../../../../common/schemas/atendimentos-relatorio.js';
import type { Atendimento } from '../../../../common/schemas/atendimentos.js';
import type { AppContext } from '../../../context.js';
import { currentUser, requireUser, type AuthUser } from '../../../core/current-user.js';
import {
  alterarAtendimento,
  alterarResposta,
  anotar,
  excluirResposta,
  notasDoAtendimento,
} from './gestao.js';
import { insertResposta, listRespostas, listStaffAtivos } from './repository.js';
import { relatorio } from './relatorio.js';

export interface MesaRoutesOptions {
  /** the ticket as the lists show it to `user` */
  atendimentoDe: (ctx: AppContext, user: AuthUser, id: number) => Promise<Atendimento>;
}

export default async function mesaRoutes(fastify: FastifyInstance, opts: MesaRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const staff = requireUser('painelSuporte');

  app.patch(
    '/api/atendimentos/:id',
    {
      onRequest: staff,
      schema: { params: idParam, body: alterarAtendimentoBody, response: { 200: atendimento } },
    },
    async (req) => {
      const user = currentUser(req);
      await alterarAtendimento(ctx, req.params.id, req.body);
      return opts.atendimentoDe(ctx, user, req.params.id);
    },
  );

  app.get(
    '/api/atendimentos/:id/notas',
    { onRequest: staff, schema: { params: idParam, response: { 200: z.array(notaInterna) } } },
    async (req) => notasDoAtendimento(ctx, currentUser(req), req.params.id),
  );

  app.post(
    '/api/atendimentos/:id/notas',
    {
      onRequest: staff,
      schema: { params: idParam, body: novaNotaBody, response: { 201: notaInterna } },
    },
    async (req, reply) =>
      reply.status(201).send(await anotar(ctx, currentUser(req), req.params.id, req.body.texto)),
  );

  app.get(
    '/api/atendimentos/responsaveis',
    {
      onRequest: staff,
      schema: { response: { 200: z.array(z.object({ id: z.number().int(), nome: z.string() })) } },
    },
    async () => listStaffAtivos(ctx.db),
  );

  app.get(
    '/api/atendimentos/relatorio',
    {
      onRequest: staff,
      schema: { querystring: relatorioQuery, response: { 200: relatorioSuporte } },
    },
    async (req) => relatorio(ctx, req.query),
  );

  app.get(
    '/api/respostas-prontas',
    { onRequest: staff, schema: { response: { 200: z.array(respostaPronta) } } },
    async () => listRespostas(ctx.db),
  );

  app.post(
    '/api/respostas-prontas',
    { onRequest: staff, schema: { body: respostaProntaBody, response: { 201: respostaPronta } } },
    async (req, reply) => reply.status(201).send(await insertResposta(ctx.db, req.body)),
  );

  app.put(
    '/api/respostas-prontas/:id',
    {
      onRequest: staff,
      schema: { params: idParam, body: respostaProntaBody, response: { 200: respostaPronta } },
    },
    async (req) => alterarResposta(ctx, req.params.id, req.body),
  );

  app.delete(
    '/api/respostas-prontas/:id',
    { onRequest: staff, schema: { params: idParam } },
    async (req, reply) => {
      await excluirResposta(ctx, req.params.id);
      return reply.status(204).send();
    },
  );
}
