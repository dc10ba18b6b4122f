/**
 * Privacy requests (LGPD art. 18; docs/product/privacidade.md, "Solicitações"): a signed-in
 * person's own, a visitor's through the public form, and compliance's queue.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  atualizarSolicitacao,
  confirmarSolicitacao,
  consultarSolicitacao,
  minhaSolicitacao,
  novaSolicitacao,
  novaSolicitacaoPublica,
  protocoloCriado,
  solicitacaoConfirmada,
  solicitacaoConsultada,
  solicitacaoCriada,
  solicitacaoNaFila,
} from '../../../common/schemas/solicitacoes-privacidade.js';
import { idParam } from '../../../common/schemas/fields.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { addressLimit } from '../../plugins/rate-limit.js';
import { listarDoUsuario, listarFila } from './repository.js';
import { atualizar, solicitar } from './service.js';
import { confirmar, consultar, solicitarSemConta } from './confirmacao.js';

const ok = z.object({ ok: z.literal(true) });

export default async function solicitacoesPrivacidadeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { solicitacoesPerWindow, publicWindowMs } = app.ctx.config.limits;

  app.post(
    '/api/me/solicitacoes',
    {
      onRequest: requireUser('meusDados'),
      schema: { body: novaSolicitacao, response: { 201: solicitacaoCriada } },
    },
    async (req, reply) => {
      const criada = await solicitar(app.ctx, currentUser(req), req.body);
      return reply.status(201).send(criada);
    },
  );

  app.get(
    '/api/me/solicitacoes',
    {
      onRequest: requireUser('meusDados'),
      schema: { response: { 200: z.array(minhaSolicitacao) } },
    },
    async (req) => listarDoUsuario(app.ctx.db, currentUser(req).id),
  );

  // Public, like the contact form: the body is checked here, so a bad field is answered with the
  // form's own message (and gives the request back to the address's allowance).
  app.post(
    '/api/privacidade/solicitacoes',
    {
      ...addressLimit(app.ctx, 'solicitacoes', solicitacoesPerWindow, publicWindowMs),
      schema: { response: { 201: protocoloCriado } },
    },
    async (req, reply) => {
      const raw = req.body;
      if (typeof raw === 'string' && !/json/i.test(req.headers['content-type'] ?? '')) {
        throw new HttpError(415, 'Tipo de conteúdo não suportado.');
      }
      if (raw == null || typeof raw !== 'object' || Array.isArray(raw)) {
        throw badRequest('Dados inválidos.');
      }
      const parsed = novaSolicitacaoPublica.safeParse(raw);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
      return reply.status(201).send(await solicitarSemConta(app.ctx, parsed.data));
    },
  );

  // The link sent to a visitor's address; a guess is counted (a token is 256 random bits anyway).
  app.post(
    '/api/privacidade/solicitacoes/confirmar',
    {
      ...addressLimit(app.ctx, 'solicitacoes-confirmar', solicitacoesPerWindow, publicWindowMs, {
        counted: [404, 409, 410],
      }),
      schema: { body: confirmarSolicitacao, response: { 200: solicitacaoConfirmada } },
    },
    async (req) => confirmar(app.ctx, req.body.token),
  );

  // A visitor reads their request: protocol and address together; a wrong pair is counted.
  app.post(
    '/api/privacidade/solicitacoes/consulta',
    {
      ...addressLimit(app.ctx, 'solicitacoes-consulta', solicitacoesPerWindow, publicWindowMs, {
        counted: [404],
      }),
      schema: { body: consultarSolicitacao, response: { 200: solicitacaoConsultada } },
    },
    async (req) => consultar(app.ctx, req.body.protocolo, req.body.email),
  );

  app.get(
    '/api/admin/solicitacoes',
    {
      onRequest: requireUser('solicitacoesPrivacidade'),
      schema: { response: { 200: z.array(solicitacaoNaFila) } },
    },
    async () => listarFila(app.ctx.db),
  );

  app.patch(
    '/api/admin/solicitacoes/:id',
    {
      onRequest: requireUser('solicitacoesPrivacidade'),
      schema: { params: idParam, body: atualizarSolicitacao, response: { 200: ok } },
    },
    async (req) => {
      await atualizar(app.ctx, currentUser(req), req.params.id, req.body);
      return { ok: true as const };
    },
  );
}
