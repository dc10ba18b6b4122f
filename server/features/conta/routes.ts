import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alterarSenhaBody,
  loginBody,
  loginOuDesafio,
  sessionUser,
} from '../../../common/schemas/conta.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { login } from './service.js';
import { changeOwnPassword } from './alterar-senha.js';
import { findUsuarioById, sessionUserOf } from '../../core/accounts.js';
import { unauthorized } from '../../lib/errors.js';
import { condutaPendente } from '../../core/conduta-pendente.js';
import { origemDe } from '../../core/cidade.js';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/login',
    { schema: { body: loginBody, response: { 200: loginOuDesafio } } },
    async (req) =>
      login(app.ctx, req.body, req.ip, origemDe(req.headers, app.ctx.config.cidadeHeader)),
  );

  app.get(
    '/api/me',
    {
      onRequest: requireUser(undefined, { allowFirstLogin: true, allowMfaPending: true }),
      schema: { response: { 200: sessionUser } },
    },
    async (req) => {
      const user = await findUsuarioById(app.ctx.db, currentUser(req).id);
      if (!user) throw unauthorized();
      const conduta = await condutaPendente(app.ctx.db, user.id);
      return {
        ...sessionUserOf(user, currentUser(req).mfa_cadastro_pendente === true),
        // absent when nothing is pending, so everyone else's answer keeps its shape
        ...(conduta ? { conduta_pendente: true as const } : {}),
      };
    },
  );

  app.post(
    '/api/alterar-senha',
    {
      onRequest: requireUser('alterarSenha', { allowFirstLogin: true, allowMfaPending: true }),
      schema: { body: alterarSenhaBody, response: { 200: z.object({ message: z.string() }) } },
    },
    async (req) => {
      await changeOwnPassword(app.ctx, currentUser(req), req.body);
      return { message: 'Senha alterada com sucesso.' };
    },
  );
}
