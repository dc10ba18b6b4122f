/**
 * The company's notices to the person asking (docs/product/incidentes.md, "Comunicados"): the
 * ones they have not dismissed, shown on every portal screen, and dismissing one.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMUNICADO_NAO_ENCONTRADO, meusComunicados } from '../../../common/schemas/comunicados.js';
import { idParam } from '../../../common/schemas/fields.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { now } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { comunicadosPendentes, marcarCiente } from './repository.js';

const pessoa = requireUser('comunicados');

export default async function comunicadosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/me/comunicados',
    { onRequest: pessoa, schema: { response: { 200: meusComunicados } } },
    async (req) => comunicadosPendentes(app.ctx.db, currentUser(req).id),
  );

  app.post(
    '/api/me/comunicados/:id/ciente',
    { onRequest: pessoa, schema: { params: idParam } },
    async (req, reply) => {
      // another person's notice is answered as one that does not exist
      if (!(await marcarCiente(app.ctx.db, currentUser(req).id, req.params.id, now()))) {
        throw notFound(COMUNICADO_NAO_ENCONTRADO);
      }
      return reply.status(204).send();
    },
  );
}
