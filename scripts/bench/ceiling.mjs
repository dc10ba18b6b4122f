// The ceiling of the benchmark: a bare Fastify answering a small JSON object, nothing else.
// Started by scripts/bench.mjs in its own process, on the same machine, driven the same way.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
