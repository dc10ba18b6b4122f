/** Two-factor sign-in: the login's second step, enrolment, and the roles that require it. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponse } from '../../../common/schemas/conta.js';
import {
  codigoBody,
  codigosRecuperacao,
  desativarSegundoFatorBody,
  iniciarSegundoFatorBody,
  novosCodigosBody,
  estadoSegundoFator,
  inicioSegundoFator,
  login2faBody,
  papeisObrigatorios,
  papeisObrigatoriosResposta,
} from '../../../common/schemas/segundo-fator.js';
import { origemDe } from '../../core/cidade.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { listPapeisObrigatorios } from '../../core/mfa-obrigatorio.js';
import { confirmar, desativar, estado, gerarNovosCodigos, iniciar } from './cadastro-2fa.js';
import { login2fa } from './login-2fa.js';
import { definirPapeis } from './mfa-obrigatorio.js';

export default async function segundoFatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Enrolment stays open to a user whose role requires it: it is the way out of the 403.
  const propria = requireUser('segundoFator', { allowMfaPending: true });

  app.post(
    '/api/login/2fa',
    { schema: { body: login2faBody, response: { 200: loginResponse } } },
    async (req) =>
      login2fa(app.ctx, req.body, req.ip, origemDe(req.headers, app.ctx.config.cidadeHeader)),
  );

  app.get(
    '/api/me/2fa',
    { onRequest: propria, schema: { response: { 200: estadoSegundoFator } } },
    async (req) => estado(app.ctx, currentUser(req)),
  );

  app.post(
    '/api/me/2fa',
    {
      onRequest: propria,
      schema: { body: iniciarSegundoFatorBody, response: { 200: inicioSegundoFator } },
    },
    async (req) => iniciar(app.ctx, currentUser(req), req.body.senha, req.ip),
  );

  app.post(
    '/api/me/2fa/confirmar',
    { onRequest: propria, schema: { body: codigoBody, response: { 200: codigosRecuperacao } } },
    async (req) => confirmar(app.ctx, currentUser(req), req.body.codigo),
  );

  // New recovery codes, the old ones void: for codes lost or running out.
  app.post(
    '/api/me/2fa/codigos',
    {
      onRequest: propria,
      schema: { body: novosCodigosBody, response: { 200: codigosRecuperacao } },
    },
    async (req) => gerarNovosCodigos(app.ctx, currentUser(req), req.body.senha, req.ip),
  );

  app.delete(
    '/api/me/2fa',
    { onRequest: propria, schema: { body: desativarSegundoFatorBody } },
    async (req, reply) => {
      await desativar(app.ctx, currentUser(req), req.body, req.ip);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/seguranca/2fa-obrigatorio',
    {
      onRequest: requireUser('segurancaContas'),
      schema: { response: { 200: papeisObrigatoriosResposta } },
    },
    async () => ({ papeis: await listPapeisObrigatorios(app.ctx.db) }),
  );

  app.put(
    '/api/seguranca/2fa-obrigatorio',
    {
      onRequest: requireUser('segurancaContas'),
      schema: { body: papeisObrigatorios, response: { 200: papeisObrigatoriosResposta } },
    },
    async (req) => definirPapeis(app.ctx, currentUser(req), req.body.papeis),
  );
}
