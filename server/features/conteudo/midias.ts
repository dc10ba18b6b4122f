/**
 * The site's media sent in the portal, public like the build's own (/media): `/midia/{nome}`
 * answers only a stored file listed in `site_midias` (never a chat file, an evidence or a CV),
 * cached for a year, since a name is never reused for other bytes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STORED_NAME_RE } from '../../lib/files.js';
import { lerMidia } from './repository.js';

export default async function midiasRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/midia/:nome',
    { schema: { params: z.object({ nome: z.string() }) } },
    async (req, reply) => {
      const { nome } = req.params;
      const midia = STORED_NAME_RE.test(nome) ? await lerMidia(app.ctx.db, nome) : undefined;
      if (!midia) return reply.status(404).send({ error: 'Arquivo não encontrado.' });
      const bytes = Buffer.from(midia.conteudo);
      return reply
        .header('Content-Type', midia.content_type)
        .header('Content-Length', bytes.length)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
        .send(bytes);
    },
  );
}
