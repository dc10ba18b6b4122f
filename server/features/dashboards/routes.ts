import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardLink, siteContent } from '../../../common/content.js';
import { requireUser } from '../../core/current-user.js';

/** Dashboard report addresses are read from the content file, so a deployment changes them without code. */
export default async function linksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const content = siteContent.parse(
    JSON.parse(fs.readFileSync(app.ctx.config.contentFile, 'utf8')),
  );

  app.get(
    '/api/links',
    {
      onRequest: requireUser('dashboards'),
      schema: { response: { 200: z.array(dashboardLink) } },
    },
    async () => content.dashboards,
  );
}
