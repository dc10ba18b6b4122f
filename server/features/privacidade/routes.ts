/**
 * "Meus dados" (docs/product/privacidade.md; LGPD art. 18 II and V): everything the portal holds
 * about the person asking, read from the registry of personal data (server/core/dados-pessoais.ts),
 * so a feature that declares its data is exported without a change here. The response schema
 * (common/schemas/dados-pessoais.ts) is the serializer: a field not in it never leaves.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AVISO_OUVIDORIA, meusDados } from '../../../common/schemas/dados-pessoais.js';
import { currentUser, requireUser } from '../../core/current-user.js';

export default async function privacidadeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/me/dados',
    { onRequest: requireUser('meusDados'), schema: { response: { 200: meusDados } } },
    async (req) => ({
      gerado_em: new Date().toISOString(),
      aviso_ouvidoria: AVISO_OUVIDORIA,
      ...(await app.ctx.dadosPessoais.exportar({ ctx: app.ctx, usuario: currentUser(req) })),
    }),
  );
}
