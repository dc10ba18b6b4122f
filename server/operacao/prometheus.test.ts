/**
 * deploy/prometheus/ with Debian's Prometheus (apt-get install prometheus): promtool checks the
 * configuration and rules and runs their unit tests (regras.test.yml); then Prometheus scrapes two
 * instances, reads both targets up, and evaluates the rules: with no backup ever and a ticket past
 * its due time, those alerts fire (their `for` shortened to 0s here; regras.test.yml proves the
 * real waits).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { completo } from '../db/completo.js';
import { createSecondInstance, createTestApp, type TestApp } from '../test/app.js';
import { buildAtendimento } from '../test/factories.js';
import { abrirMetricas } from './metricas.js';

const PROMETHEUS = '/usr/bin/prometheus';
const PROMTOOL = '/usr/bin/promtool';
const DIR = path.resolve('deploy/prometheus');
const presente = fs.existsSync(PROMETHEUS) && fs.existsSync(PROMTOOL);
if (!presente) {
  console.warn(
    `prometheus.test.ts pulado: ${PROMETHEUS} ou ${PROMTOOL} ausente (apt-get install prometheus)`,
  );
}
const run = promisify(execFile);

async function portaLivre(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

async function esperar<T>(fn: () => Promise<T | undefined>, ms: number, oQue: string): Promise<T> {
  const fim = Date.now() + ms;
  let ultimo: unknown;
  while (Date.now() < fim) {
    try {
      const v = await fn();
      if (v !== undefined) return v;
    } catch (err) {
      ultimo = err;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`esperando ${oQue}: ${String(ultimo ?? 'não aconteceu')}`);
}

describe.skipIf(!presente)('deploy/prometheus with Debian Prometheus', () => {
  const abertos: { close(): Promise<void> }[] = [];
  let prometheus: ChildProcess | undefined;
  afterAll(async () => {
    prometheus?.kill('SIGTERM');
    for (const a of abertos.reverse()) await a.close();
  });

  it('promtool accepts the configuration and the rules, and their unit tests pass', async () => {
    await run(PROMTOOL, ['check', 'config', path.join(DIR, 'prometheus.yml')]);
    const regras = await run(PROMTOOL, ['check', 'rules', path.join(DIR, 'regras.yml')]);
    expect(regras.stdout).toContain('SUCCESS: 5 rules found');
    const testes = await run(PROMTOOL, ['test', 'rules', path.join(DIR, 'regras.test.yml')]);
    expect(testes.stdout).toContain('SUCCESS');
  });

  it('scrapes two instances, both up, and the backup and late-ticket alerts fire', async () => {
    const a: TestApp = await createTestApp();
    abertos.push(a);
    const b = await createSecondInstance(a);
    abertos.push(b);
    // a ticket past both its due times
    const { ticket } = await buildAtendimento(a);
    const ontem = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    await completo(a.db)
      .updateTable('atendimentos')
      .set({ primeira_resposta_ate: ontem, resolucao_ate: ontem, risco_em: ontem })
      .where('id', '=', ticket.id)
      .execute();
    const alvos = [
      await abrirMetricas(a.app, { port: 0, host: '127.0.0.1' }),
      await abrirMetricas(b.app, { port: 0, host: '127.0.0.1' }),
    ].map((m) => `127.0.0.1:${m.port}`);

    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prometheus-'));
    const regras = fs
      .readFileSync(path.join(DIR, 'regras.yml'), 'utf8')
      .replace(/^(\s+)for: \S+$/gm, '$1for: 0s');
    fs.writeFileSync(path.join(tmp, 'regras.yml'), regras);
    const config = fs
      .readFileSync(path.join(DIR, 'prometheus.yml'), 'utf8')
      .replace(/scrape_interval: \S+/, 'scrape_interval: 1s')
      .replace(/evaluation_interval: \S+/, 'evaluation_interval: 1s')
      .replace(/- 127\.0\.0\.1:9464\n(\s+)- 127\.0\.0\.1:9465/, `- ${alvos[0]}\n$1- ${alvos[1]}`);
    expect(config).toContain(alvos[1]);
    fs.writeFileSync(path.join(tmp, 'prometheus.yml'), config);
    const porta = await portaLivre();
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(tmp, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(tmp, 'dados')}`,
        `--web.listen-address=127.0.0.1:${porta}`,
      ],
      { stdio: 'ignore' },
    );
    const api = async (p: string) => {
      const res = await fetch(`http://127.0.0.1:${porta}/api/v1/${p}`);
      return (await res.json()) as { data: Record<string, unknown[]> };
    };

    const saude = await esperar(
      async () => {
        const t = (await api('targets')).data.activeTargets as { health: string }[];
        return t.length === 2 && t.every((x) => x.health === 'up') ? t : undefined;
      },
      40_000,
      'os dois alvos up',
    );
    expect(saude).toHaveLength(2);

    const alertas = await esperar(
      async () => {
        const al = (await api('alerts')).data.alerts as {
          labels: Record<string, string>;
          state: string;
          annotations: Record<string, string>;
        }[];
        const disparados = al.filter((x) => x.state === 'firing').map((x) => x.labels.alertname);
        return disparados.includes('PortalSemBackup') &&
          disparados.includes('PortalAtendimentoAtrasado')
          ? al
          : undefined;
      },
      40_000,
      'os alertas disparados',
    );
    const nomes = alertas.filter((x) => x.state === 'firing').map((x) => x.labels.alertname);
    // one alert for the database, not one per instance; both instances ready
    expect(nomes.filter((n) => n === 'PortalSemBackup')).toHaveLength(1);
    expect(nomes).not.toContain('PortalInstanciaNaoPronta');
    expect(nomes).not.toContain('PortalOuvidoriaPrazoDe7Dias');
    const atrasado = alertas.find((x) => x.labels.alertname === 'PortalAtendimentoAtrasado')!;
    expect(atrasado.annotations.summary).toBe('1 atendimento(s) com o prazo estourado');
    expect(atrasado.annotations.runbook_url).toBe(
      'docs/product/operacao.md#portalatendimentoatrasado',
    );
  }, 120_000);
});
