/**
 * The Ouvidoria's API (docs/product/denuncias.md): filing a report, the reporter following it
 * (acompanhamento-routes.ts) and the staff handling it (gestao-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { denunciaBody, leitoresDeDenuncias } from '../../../common/schemas/denuncias.js';
import { reciboDenuncia } from '../../../common/schemas/denuncias-acompanhamento.js';
import acompanhamentoRoutes from './acompanhamento-routes.js';
import gestaoRoutes from './gestao-routes.js';
import { rotaDoDenunciante } from './log.js';
import { limiteSemRastro } from './limite-anonimo.js';
import { agendarAnuncios } from './anuncios.js';
import { leitoresDeHoje, registrarDenuncia } from './service.js';
import { comNome } from '../../lib/plugin-com-nome.js';

/**
 * A report of the maximum length always fits: 20,000 UTF-16 units, each at most 6 bytes once
 * JSON-escaped (\uXXXX), plus the other fields. Anything bigger is a 413, never parsed.
 */
const DENUNCIA_BODY_LIMIT = 256 * 1024;

export default async function denunciasRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { denunciasPerWindow, publicWindowMs } = app.ctx.config.limits;

  // Open to anyone, with or without a token. The handler never reads the token nor the address:
  // the report is stored from its body alone (docs/decisions/004-ouvidoria-anonymity.md), by the
  // reporter's boundary (anonimo.ts), and the route logs nothing (log.ts).
  app.post(
    '/api/denuncias',
    {
      bodyLimit: DENUNCIA_BODY_LIMIT,
      ...rotaDoDenunciante,
      // per address, sized for a whole office sending together (docs/decisions/009-shared-office-limits.md)
      ...limiteSemRastro(app.ctx, 'denuncias', denunciasPerWindow, publicWindowMs),
      schema: { body: denunciaBody, response: { 201: reciboDenuncia } },
    },
    async (req, reply) => {
      const recibo = await registrarDenuncia(app.ctx.db, req.body);
      // The key is shown once: no browser or proxy keeps a copy of this answer.
      return reply.status(201).header('cache-control', 'no-store').send(recibo);
    },
  );

  // Who reads reports today, by role only, so the form can say before sending that a choice of
  // exclusions would reach nobody. Asked by the form as it opens: like the report, without the
  // token and logged nowhere, so it says nothing about who was about to file.
  app.get(
    '/api/denuncias/leitores',
    { ...rotaDoDenunciante, schema: { response: { 200: leitoresDeDenuncias } } },
    async (_req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ leitores: await leitoresDeHoje(app.ctx.db) }),
  );

  await app.register(comNome(acompanhamentoRoutes));
  await app.register(comNome(gestaoRoutes));
  agendarAnuncios(fastify);
}
