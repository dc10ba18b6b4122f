/**
 * The built server with `METRICS_PORT`: `/metrics` on that port, never on the public one, and a
 * request's `X-Request-Id` in its log line (docs/product/operacao.md). Needs the build
 * (`npm run build:server`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { usingPostgres } from '../test/app.js';
import { freePort, startServer, type RunningServer } from '../test/process.js';

let server: RunningServer | undefined;
afterEach(() => {
  server?.proc.kill('SIGKILL');
  server = undefined;
});

// Process-level behaviour does not depend on the database; it runs once, in the SQLite project.
describe.skipIf(usingPostgres())('the built server with METRICS_PORT', () => {
  it('serves /metrics on its own port only, and logs the id it answers', async () => {
    const metricas = await freePort();
    server = await startServer({ METRICS_PORT: String(metricas), LOG_LEVEL: 'info' });
    const publico = await fetch(`${server.url}/metrics`);
    expect(publico.status).toBe(404);
    expect(await publico.text()).not.toContain('process_resident_memory_bytes');
    const res = await fetch(`http://127.0.0.1:${metricas}/metrics`);
    expect(res.status).toBe(200);
    const texto = await res.text();
    expect(texto).toContain('process_resident_memory_bytes');
    expect(texto).toContain('portal_ready 1');
    expect(server.output()).toContain('métricas em /metrics');

    const id = (await fetch(`${server.url}/api/health`)).headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => server!.output()).toContain(`"reqId":"${id}"`);
  });

  it('without METRICS_PORT, no metrics listener', async () => {
    server = await startServer({ LOG_LEVEL: 'info' });
    expect(server.output()).not.toContain('métricas em /metrics');
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });
});
