import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cadastrarBody } from '../../../common/schemas/conta.js';
import { idParam } from '../../../common/schemas/fields.js';
import {
  createUserBody,
  publicUser,
  publicUserList,
  resetPasswordBody,
  updateUserBody,
  usersQuery,
} from '../../../common/schemas/usuarios.js';
import { encerradas } from '../../../common/schemas/sessoes.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { listUsers, presentListedUser, presentUser } from './repository.js';
import {
  anonimizarUsuario,
  createManagedUser,
  createUser,
  deleteManagedUser,
  encerrarSessoesDoUsuario,
  getUser,
  resetUserPassword,
  updateManagedUser,
} from './service.js';

/**
 * Gestão de Usuários runs its gate on request, before the body is read: a caller without the
 * permission gets 401/403 and learns nothing from validation messages.
 */
const managers = requireUser('gestaoUsuarios');

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/cadastrar',
    {
      onRequest: requireUser('cadastroUsuario'),
      schema: { body: cadastrarBody, response: { 201: publicUser } },
    },
    async (req, reply) => {
      const user = await createUser(app.ctx.dbHandle, currentUser(req), req.body);
      return reply.status(201).send(presentUser(user));
    },
  );

  app.get(
    '/api/users',
    { onRequest: managers, schema: { querystring: usersQuery, response: { 200: publicUserList } } },
    async (req) => (await listUsers(app.ctx.db, req.query.q)).map(presentListedUser),
  );

  app.post(
    '/api/users',
    { onRequest: managers, schema: { body: createUserBody, response: { 201: publicUser } } },
    async (req, reply) => {
      const user = await createManagedUser(app.ctx.dbHandle, currentUser(req), req.body);
      return reply.status(201).send(presentUser(user));
    },
  );

  app.get(
    '/api/users/:id',
    { onRequest: managers, schema: { params: idParam, response: { 200: publicUser } } },
    async (req) => presentUser(await getUser(app.ctx.db, req.params.id)),
  );

  app.patch(
    '/api/users/:id',
    {
      onRequest: managers,
      schema: { params: idParam, body: updateUserBody, response: { 200: publicUser } },
    },
    async (req) =>
      presentUser(await updateManagedUser(app.ctx, currentUser(req), req.params.id, req.body)),
  );

  app.patch(
    '/api/users/:id/password',
    {
      onRequest: managers,
      schema: { params: idParam, body: resetPasswordBody, response: { 200: publicUser } },
    },
    async (req) =>
      presentUser(
        await resetUserPassword(app.ctx, currentUser(req), req.params.id, req.body.password),
      ),
  );

  app.post(
    '/api/users/:id/anonimizar',
    {
      onRequest: requireUser('anonimizarUsuario'),
      schema: { params: idParam, response: { 200: publicUser } },
    },
    async (req) => presentUser(await anonimizarUsuario(app.ctx, currentUser(req), req.params.id)),
  );

  app.delete(
    '/api/users/:id/sessoes',
    { onRequest: managers, schema: { params: idParam, response: { 200: encerradas } } },
    async (req) => ({
      encerradas: await encerrarSessoesDoUsuario(app.ctx, currentUser(req), req.params.id),
    }),
  );

  app.delete(
    '/api/users/:id',
    { onRequest: managers, schema: { params: idParam } },
    async (req, reply) => {
      await deleteManagedUser(app.ctx, currentUser(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
