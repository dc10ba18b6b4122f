// The ceiling of the benchmark: a bare Fastify, nothing else, started by scripts/bench.mjs in its
// own process, on the same machine, driven the same way. `/` answers a small JSON object (the
// ceiling the throughput target is measured against); `/mesma-resposta` answers, once the bench
// has sent them, the exact headers and body of the portal's message list, so the bench can tell
// what the answer's bytes cost from what the portal's own work per request costs.
import Fastify from 'fastify';

let mesma = { headers: {}, body: '' };
process.on('message', (m) => {
  if (m?.mesmaResposta) {
    mesma = m.mesmaResposta;
    process.send?.({ pronto: true });
  }
});

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/mesma-resposta', (req, reply) => {
  reply.headers(mesma.headers).send(mesma.body);
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
