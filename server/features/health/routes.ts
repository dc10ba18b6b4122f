import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_req, reply) => {
    const ok = await app.ctx.dbHandle.ping();
    return reply.status(ok ? 200 : 503).send(ok ? { status: 'ok' } : { status: 'indisponivel' });
  });
}
