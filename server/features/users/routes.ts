import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cadastrarBody } from '../../../common/schemas/auth.js';
import { publicUser } from '../../../common/schemas/users.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { presentUser } from './repository.js';
import { createUser } from './service.js';

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/cadastrar',
    {
      preHandler: requireUser('cadastroUsuario'),
      schema: { body: cadastrarBody, response: { 201: publicUser } },
    },
    async (req, reply) => {
      const user = await createUser(app.ctx.db, currentUser(req), req.body);
      return reply.status(201).send(presentUser(user));
    },
  );
}
