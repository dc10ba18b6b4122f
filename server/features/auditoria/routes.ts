import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntryList, auditoriaQuery } from '../../../common/schemas/auditoria.js';
import { requireUser } from '../../core/current-user.js';
import { listAuditEntries } from './repository.js';
import { currentUser } from '../../core/current-user.js';
import { auditWindow } from './window.js';

/**
 * The audit log is read-only over HTTP: only GET is registered, so PUT, PATCH and DELETE on
 * /api/auditoria answer 404 like any unknown route.
 */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/auditoria',
    {
      onRequest: requireUser('auditoria'),
      schema: { querystring: auditoriaQuery, response: { 200: auditEntryList } },
    },
    async (req) => {
      const { de, ate, usuario, acao, limite } = req.query;
      return listAuditEntries(app.ctx.db, {
        ...auditWindow(de, ate),
        nome: usuario,
        acao,
        limit: limite,
        leitor: currentUser(req),
      });
    },
  );
}
