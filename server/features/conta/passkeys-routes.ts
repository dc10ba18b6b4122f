/**
 * Passkeys (docs/product/conta.md, "Chaves de acesso"): adding one and one's list (signed in,
 * also while the role awaits its second factor, since a passkey is one), and signing in with one
 * (anyone). The rules are in server/features/conta/passkeys.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponse } from '../../../common/schemas/conta.js';
import { idParam } from '../../../common/schemas/fields.js';
import {
  loginPasskeyBody,
  opcoesPasskey,
  passkey,
  passkeys,
  registroPasskeyBody,
  removerPasskeyBody,
  renomearPasskeyBody,
} from '../../../common/schemas/passkeys.js';
import { origemDe } from '../../core/cidade.js';
import { addressLimit } from '../../plugins/rate-limit.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import {
  entrarComPasskey,
  minhasPasskeys,
  opcoesDeLogin,
  opcoesDeRegistro,
  parteConfiavel,
  registrar,
  remover,
  renomear,
} from './passkeys.js';

export default async function passkeysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const propria = requireUser(undefined, { allowMfaPending: true });

  app.post(
    '/api/passkeys/registro/opcoes',
    { onRequest: propria, schema: { response: { 200: opcoesPasskey } } },
    async (req) => opcoesDeRegistro(app.ctx, currentUser(req), parteConfiavel(app.ctx, req)),
  );

  app.post(
    '/api/passkeys/registro',
    { onRequest: propria, schema: { body: registroPasskeyBody, response: { 201: passkey } } },
    async (req, reply) => {
      const nova = await registrar(
        app.ctx,
        currentUser(req),
        req.body,
        parteConfiavel(app.ctx, req),
        req.headers['user-agent'],
      );
      return reply.code(201).send(nova);
    },
  );

  app.get(
    '/api/me/passkeys',
    { onRequest: propria, schema: { response: { 200: passkeys } } },
    async (req) => minhasPasskeys(app.ctx, currentUser(req)),
  );

  app.patch(
    '/api/me/passkeys/:id',
    {
      onRequest: propria,
      schema: { params: idParam, body: renomearPasskeyBody, response: { 200: passkey } },
    },
    async (req) => renomear(app.ctx, currentUser(req), req.params.id, req.body.nome),
  );

  app.delete(
    '/api/me/passkeys/:id',
    { onRequest: propria, schema: { params: idParam, body: removerPasskeyBody } },
    async (req, reply) => {
      await remover(app.ctx, currentUser(req), req.params.id, req.body.senha, req.ip);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/passkeys/login/opcoes',
    {
      // each answer stores a challenge: per address, sized for an office behind one address
      // (docs/decisions/009-shared-office-limits.md)
      ...addressLimit(
        app.ctx,
        'passkey-opcoes',
        app.ctx.config.limits.passkeyOpcoesPerMinute,
        60_000,
      ),
      schema: { response: { 200: opcoesPasskey } },
    },
    async (req) => opcoesDeLogin(app.ctx, parteConfiavel(app.ctx, req)),
  );

  app.post(
    '/api/passkeys/login',
    { schema: { body: loginPasskeyBody, response: { 200: loginResponse } } },
    async (req) =>
      entrarComPasskey(
        app.ctx,
        req.body,
        parteConfiavel(app.ctx, req),
        req.ip,
        origemDe(req.headers, app.ctx.config.cidadeHeader),
      ),
  );
}
