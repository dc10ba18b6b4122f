import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardLink } from '../../../common/content.js';
import { requireUser } from '../../core/current-user.js';

/** Dashboard report addresses are read from the content file, so a deployment changes them without code. */
export default async function linksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { dashboards } = app.ctx.content;

  app.get(
    '/api/links',
    {
      onRequest: requireUser('dashboards'),
      schema: { response: { 200: z.array(dashboardLink) } },
    },
    async () => dashboards,
  );
}
