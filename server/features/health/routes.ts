import type { FastifyInstance } from 'fastify';
import { verificarProntidao } from './prontidao.js';

export default async function healthRoutes(app: FastifyInstance) {
  // alive: the process answers and its database does (docs/product/operacao.md)
  app.get('/api/health', async (_req, reply) => {
    const ok = await app.ctx.dbHandle.ping();
    return reply.status(ok ? 200 : 503).send(ok ? { status: 'ok' } : { status: 'indisponivel' });
  });

  // ready: it can serve; 503 names what is not (docs/product/operacao.md)
  app.get('/api/health/pronto', async (_req, reply) => {
    const p = await verificarProntidao(app.ctx.dbHandle, app.ctx.instancia);
    return reply
      .status(p.pronto ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(
        p.pronto
          ? { status: 'pronto', verificacoes: p.verificacoes }
          : { status: 'nao_pronto', problemas: p.problemas, verificacoes: p.verificacoes },
      );
  });
}
