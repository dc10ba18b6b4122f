// `npm run bench:por-resposta -- DIST…`: what one answer of the commonest poll (an employee's chat,
// `GET /api/atendimentos/{id}/mensagens`, answered from memory) costs the server's CPU, for
// several builds side by side (docs/decisions/090-consultas-prontas.md).
//
//   npm run build:server && cp -r dist .work/dist-antes   (then change the code, build again)
//   npm run bench:por-resposta -- .work/dist-antes dist
//   npm run bench:por-resposta -- dist --taxa 4000 --segundos 5 --rodadas 10
//
// One seed on SQLite (20 employees, 20 messages each), copied for each server; every build's
// servers run at once, and the rounds alternate between them so that all share the machine's
// drift alike. Each round sends requests through 10 connections as fast as the server answers
// for `--segundos` (3), and reads the server's CPU (user and system, all its threads) from /proc
// before and after: CPU µs per answer. `--taxa N`: N requests a second instead, the pace of real
// polls; the server then wakes for fewer requests at a time, and the rounds of one build spread
// about three times as widely (a tenth or more), too widely to see a change of a tenth.
// Prints each build's median and every round; compare medians of one sitting only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seed } from './bench/seed.mjs';
import { portaLivre } from './lib/porta-livre.mjs';
import {
  builtServer,
  cpuSegundos,
  loadavg,
  loadBuilt,
  pastaDoBench,
  startProductionServer,
} from './bench/lib.mjs';

const { values: opt, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    taxa: { type: 'string', default: '0' },
    segundos: { type: 'string', default: '3' },
    rodadas: { type: 'string', default: '8' },
    processos: { type: 'string', default: '2' },
  },
});
const dists = (positionals.length ? positionals : ['dist']).map((d) => path.resolve(d));
const TAXA = Number(opt.taxa);
const SEGUNDOS = Number(opt.segundos);
const RODADAS = Number(opt.rodadas);
const PROCESSOS = Number(opt.processos);

const pasta = pastaDoBench('bench-por-resposta');
// the servers are stopped and the folder removed when the process ends (./bench/lib.mjs)
const servidores = [];

const origem = path.join(pasta, 'semente');
const semeado = await seed({
  dist: dists[0],
  dataDir: origem,
  employees: 20,
  staff: 2,
  messages: 20,
});
const segredo = crypto.randomBytes(32).toString('base64url');
const { TokenService } = await loadBuilt(dists[0], 'server/lib/tokens.js');
const e = semeado.employees[0];
const token = await new TokenService(segredo).sign({
  userId: e.id,
  version: e.version,
  sid: e.sid,
});
const headers = { authorization: `Bearer ${token}` };

// Each build runs in `--processos` servers (2): two processes of one build differ by up to a
// fifth, consistently (where V8 and the system placed things), which one process per build would
// take for the build's own difference.
const builds = dists.map((dist) => ({
  nome: path.relative(process.cwd(), dist) || dist,
  rodadas: [],
}));
for (let p = 0; p < PROCESSOS; p++) {
  for (const [i, dist] of dists.entries()) {
    const dataDir = path.join(pasta, `servidor-${i}-${p}`);
    fs.cpSync(origem, dataDir, { recursive: true });
    const { proc, url } = await startProductionServer({
      mainJs: builtServer(dist),
      port: await portaLivre(),
      dataDir,
      env: { JWT_SECRET: segredo },
    });
    servidores.push({
      build: builds[i],
      proc,
      url: `${url}/api/atendimentos/${e.atendimentoId}/mensagens`,
    });
  }
}

console.log(
  `bench:por-resposta — ${dists.length} build(s) em ${PROCESSOS} processos cada, ${TAXA > 0 ? `${TAXA} por segundo` : 'o máximo que o servidor atende'}, ${RODADAS} rodadas de ${SEGUNDOS} s; antes: load ${loadavg()}`,
);
// warms each server (its compiler, its caches) before anything is counted
for (const s of servidores) await autocannon({ url: s.url, connections: 10, duration: 2, headers });
let falhas = 0;
for (let r = 0; r < RODADAS; r++) {
  for (const s of servidores) {
    const cpu0 = cpuSegundos(s.proc.pid);
    const res = await autocannon({
      url: s.url,
      connections: 10,
      duration: SEGUNDOS,
      ...(TAXA > 0 ? { overallRate: TAXA } : {}),
      headers,
    });
    const cpu = cpuSegundos(s.proc.pid) - cpu0;
    falhas += res.errors + res.non2xx;
    s.build.rodadas.push((cpu / res.requests.total) * 1e6);
  }
}
const mediana = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const b of builds) {
  console.log(
    `${b.nome.padEnd(24)} ${mediana(b.rodadas).toFixed(1).padStart(6)} µs de CPU por resposta (mediana); rodadas: ${b.rodadas.map((x) => x.toFixed(1)).join(' ')}`,
  );
}
console.log(`falhas: ${falhas}; depois: load ${loadavg()}`);
process.exit(falhas > 0 ? 1 : 0);
