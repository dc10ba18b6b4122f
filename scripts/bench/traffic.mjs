// The portal's traffic as `npm run bench` plays it: requests timed by name, loops at a given
// pace, the server's memory sampled from /proc.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import sharp from 'sharp';
import { ms, pct } from './lib.mjs';

/** The polls: `poll…` in bench.mjs, `consulta: …` in bench-manha.mjs. */
const ehConsulta = (name) => name.startsWith('poll') || name.startsWith('consulta');

export class Traffic {
  /** latencies (ms) and refusals, by request name */
  stats = new Map();
  /**
   * the polls' latencies (ms) by the connection they went on: one the agent had to open for them
   * (a phone's first request, or after its connection closed) or one already open. The server
   * takes a new connection only in its turn (docs/decisions/082-fila-de-conexoes.md).
   */
  porConexao = { nova: [], aberta: [] };
  /**
   * only requests sent while true count (answered after it ends too: `stop` waits for them). One
   * sent during the warm-up is the warm-up's, even when its answer comes after: with 500 phones
   * starting within one poll's interval on PostgreSQL, their first requests could still be
   * waiting when the warm-up ended, and their 2–3 s then counted as the measured polls' tail.
   */
  measuring = false;
  stopping = false;
  pending = new Set();

  constructor(base) {
    this.base = base;
  }

  bucket(name) {
    if (!this.stats.has(name)) this.stats.set(name, { lat: [], errors: 0, codes: {} });
    return this.stats.get(name);
  }

  request(agent, name, method, url, headers, body) {
    const p = new Promise((resolve) => {
      const start = process.hrtime.bigint();
      const medido = this.measuring;
      let conexaoNova = false;
      const req = http.request(`${this.base}${url}`, { agent, method, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - start) / 1e6;
          if (medido) {
            const b = this.bucket(name);
            if (res.statusCode >= 400) {
              b.errors++;
              b.codes[res.statusCode] = (b.codes[res.statusCode] ?? 0) + 1;
            } else {
              b.lat.push(ms);
              if (ehConsulta(name)) this.porConexao[conexaoNova ? 'nova' : 'aberta'].push(ms);
            }
          }
          resolve();
        });
      });
      req.once('socket', (socket) => (conexaoNova = socket.connecting));
      req.on('error', () => {
        if (medido) this.bucket(name).errors++;
        resolve();
      });
      req.end(body);
    });
    this.pending.add(p);
    p.finally(() => this.pending.delete(p));
    return p;
  }

  /** Runs `fn` every `ms` (first at a random phase), until stopped. */
  every(ms, fn) {
    const loop = async () => {
      if (this.stopping) return;
      const started = Date.now();
      await fn();
      if (!this.stopping) setTimeout(loop, Math.max(0, ms - (Date.now() - started)));
    };
    setTimeout(loop, Math.random() * ms);
  }

  /** Requests answered while measuring, refused ones included. */
  get answered() {
    let n = 0;
    for (const b of this.stats.values()) n += b.lat.length + b.errors;
    return n;
  }

  /** Prints each request name's rate and latencies over `wall` seconds; answers the errors. */
  report(wall) {
    let totalErrors = 0;
    let polls = [];
    for (const [name, b] of [...this.stats.entries()].sort()) {
      const s = b.lat.sort((a, c) => a - c);
      totalErrors += b.errors;
      if (ehConsulta(name)) polls = polls.concat(s);
      const codes = Object.keys(b.codes).length ? ` ${JSON.stringify(b.codes)}` : '';
      console.log(
        `${name.padEnd(24)} ${(s.length / wall).toFixed(1).padStart(7)} req/s  p50 ${ms(pct(s, 50)).padStart(9)}  p99 ${ms(pct(s, 99)).padStart(9)}  max ${ms(s.at(-1)).padStart(9)}  erros ${b.errors}${codes}`,
      );
    }
    polls.sort((a, c) => a - c);
    console.log(
      `${'consultas (todas)'.padEnd(24)} ${(polls.length / wall).toFixed(1).padStart(7)} req/s  p50 ${ms(pct(polls, 50)).padStart(9)}  p99 ${ms(pct(polls, 99)).padStart(9)}`,
    );
    for (const [tipo, nome] of [
      ['nova', '  em conexão nova'],
      ['aberta', '  em conexão já aberta'],
    ]) {
      const s = this.porConexao[tipo].sort((a, c) => a - c);
      console.log(
        `${nome.padEnd(24)} ${String(s.length).padStart(7)} consultas  p50 ${ms(pct(s, 50)).padStart(9)}  p99 ${ms(pct(s, 99)).padStart(9)}  max ${ms(s.at(-1)).padStart(9)}`,
      );
    }
    return totalErrors;
  }

  /** Stops measuring and starting requests; resolves once those in flight are answered. */
  async stop() {
    this.measuring = false;
    this.stopping = true;
    await Promise.all(this.pending);
  }
}

export const json = (token, body) => [
  { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  JSON.stringify(body),
];

const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6b3f' } })
  .png()
  .toBuffer();

/** A small PNG in the multipart field `arquivo`: [content type, body]. */
export function multipart(filename) {
  const boundary = `bench${crypto.randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return [`multipart/form-data; boundary=${boundary}`, body];
}

/** The process's resident memory, sampled every 100 ms: `sample()` now, `peakRss` so far (kB). */
export function watchMemory(pid) {
  const watch = {
    peakRss: 0,
    sample() {
      try {
        const s = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(s)?.[1] ?? 0);
        watch.peakRss = Math.max(watch.peakRss, kb('VmRSS'));
        return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
      } catch {
        return { rss: 0, hwm: 0 };
      }
    },
    stop: () => clearInterval(timer),
  };
  const timer = setInterval(() => watch.sample(), 100);
  return watch;
}

/** The autocannon rounds, each beside the ceiling, and the median ratio. */
export function printRounds(rounds, bytesDoCorpo, cabecalhos) {
  const line = (label, r) =>
    console.log(
      `${label.padEnd(44)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  erros ${r.errors}  não-2xx ${r.non2xx}`,
    );
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  rounds.forEach((r, i) => {
    line(`${i + 1}. GET /api/atendimentos/{id}/mensagens`, r.list);
    line(`${i + 1}. Fastify puro (teto)`, r.ceiling);
    line(`${i + 1}. Fastify puro, a mesma resposta`, r.sameBytes);
    console.log(
      `${i + 1}. razão: ${pct(r.ratio)}   (lista / mesma resposta: ${pct(r.ratioSameBytes)}; mesma resposta / teto: ${pct(r.sameBytes.requests.average / r.ceiling.requests.average)})`,
    );
  });
  const mediana = (xs) => {
    const s = [...xs].sort((a, c) => a - c);
    return { m: s[Math.floor((s.length - 1) / 2)], min: s[0], max: s.at(-1) };
  };
  const faixa = (x) => `${pct(x.m)}   (de ${pct(x.min)} a ${pct(x.max)})`;
  const n = rounds.length;
  console.log(
    `razão lista de mensagens / teto (mediana de ${n}): ${faixa(mediana(rounds.map((r) => r.ratio)))}`,
  );
  let bytesDosCabecalhos = 0;
  for (const [k, v] of cabecalhos) bytesDosCabecalhos += k.length + v.length + 4;
  console.log(
    `a resposta da lista: ${bytesDoCorpo} bytes de corpo, ${bytesDosCabecalhos} de cabeçalhos; o Fastify puro com os mesmos bytes / teto (mediana de ${n}): ${faixa(mediana(rounds.map((r) => r.sameBytes.requests.average / r.ceiling.requests.average)))}`,
  );
  console.log(
    `razão lista de mensagens / Fastify puro com a mesma resposta (mediana de ${n}): ${faixa(mediana(rounds.map((r) => r.ratioSameBytes)))}`,
  );
}
