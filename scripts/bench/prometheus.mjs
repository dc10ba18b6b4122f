// Debian's Prometheus (apt-get install prometheus) scraping the benchmarked server every second,
// as an IT person's would (deploy/prometheus/prometheus.yml, with its interval shortened): for
// `npm run bench -- --prometheus`, which then says what scraping cost and how many series the
// server exposes (docs/product/operacao.md, "Metrics and alerts").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sleep } from './lib.mjs';

const PROMETHEUS = '/usr/bin/prometheus';

/** Starts Prometheus on `porta`, scraping `alvo` (host:port) every second; data in `pasta`. */
export async function iniciarPrometheus({ alvo, porta, pasta }) {
  if (!fs.existsSync(PROMETHEUS)) {
    throw new Error(`${PROMETHEUS} não existe: apt-get install prometheus`);
  }
  fs.mkdirSync(pasta, { recursive: true });
  const config = path.join(pasta, 'prometheus.yml');
  fs.writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      'scrape_configs:',
      '  - job_name: portal',
      '    metrics_path: /metrics',
      '    static_configs:',
      `      - targets: ['${alvo}']`,
      '',
    ].join('\n'),
  );
  const proc = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(pasta, 'dados')}`,
      `--web.listen-address=127.0.0.1:${porta}`,
    ],
    { stdio: 'ignore' },
  );
  const consulta = async (q) => {
    const res = await fetch(
      `http://127.0.0.1:${porta}/api/v1/query?query=${encodeURIComponent(q)}`,
    );
    const corpo = await res.json();
    return Number(corpo.data?.result?.[0]?.value?.[1] ?? NaN);
  };
  // up: the first scrape succeeded
  for (let i = 0; i < 100; i++) {
    if ((await consulta('up{job="portal"}').catch(() => NaN)) === 1) break;
    await sleep(300);
  }
  return {
    consulta,
    /** What the scrapes of the last `segundos` seconds found. */
    async resumo(segundos) {
      const janela = `[${Math.round(segundos)}s]`;
      return {
        raspagens: await consulta(`count_over_time(up{job="portal"}${janela})`),
        falhas: await consulta(
          `count_over_time(up{job="portal"}${janela}) - sum_over_time(up{job="portal"}${janela})`,
        ),
        mediaMs:
          1000 * (await consulta(`avg_over_time(scrape_duration_seconds{job="portal"}${janela})`)),
        maxMs:
          1000 * (await consulta(`max_over_time(scrape_duration_seconds{job="portal"}${janela})`)),
        amostras: await consulta('scrape_samples_scraped{job="portal"}'),
        series: await consulta('count({job="portal"})'),
      };
    },
    async parar() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      if (proc.exitCode === null) await new Promise((r) => proc.once('exit', r));
    },
  };
}
