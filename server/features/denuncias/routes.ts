import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { denunciaBody, denunciaItem } from '../../../common/schemas/denuncias.js';
import { currentUser, requireUser } from '../../core/current-user.js';
import { addressLimit } from '../../plugins/rate-limit.js';
import { registrarDenuncia, listarDenuncias } from './service.js';

/**
 * A report of the maximum length always fits: 20,000 UTF-16 units, each at most 6 bytes once
 * JSON-escaped (\uXXXX), plus the other fields. Anything bigger is a 413, never parsed.
 */
export const DENUNCIA_BODY_LIMIT = 256 * 1024;

/**
 * The request log of the Ouvidoria route names the method and path only. The app-wide logger
 * already drops the address for this path; repeating it on the route keeps it out even when the
 * path reaches the router spelled differently (percent-encoded, say).
 */
const addressFreeRequest = (req: { method: string; url: string }) => ({
  method: req.method,
  url: req.url.split('?')[0],
});

export default async function denunciasRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { denunciasPerWindow, publicWindowMs } = app.ctx.config.limits;

  // Open to anyone, with or without a token. The handler never reads the token nor the address:
  // the report is stored from its body alone (docs/decisions/004-ouvidoria-anonymity.md).
  app.post(
    '/api/denuncias',
    {
      bodyLimit: DENUNCIA_BODY_LIMIT,
      logSerializers: { req: addressFreeRequest },
      // per address, sized for a whole office sending together (docs/decisions/009-shared-office-limits.md)
      ...addressLimit(denunciasPerWindow, publicWindowMs),
      schema: { body: denunciaBody, response: { 201: z.object({ ok: z.literal(true) }) } },
    },
    async (req, reply) => {
      await registrarDenuncia(app.ctx.db, req.body);
      return reply.status(201).send({ ok: true });
    },
  );

  app.get(
    '/api/admin/denuncias',
    {
      onRequest: requireUser('gestaoOuvidoria'),
      schema: { response: { 200: z.array(denunciaItem) } },
    },
    async (req, reply) => {
      const reader = currentUser(req);
      const reports = await listarDenuncias(app.ctx.db, reader);
      // Reports are sensitive: no browser or proxy keeps a copy.
      void reply.header('cache-control', 'no-store');
      return reports;
    },
  );
}
