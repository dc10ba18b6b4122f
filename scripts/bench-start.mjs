// `npm run bench:start`: start-up time, idle memory and login latency of the built server.
// Prints the figures; needs `npm run build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-launch.mjs';
import { pastaDoBench } from './bench/lib.mjs';

const main = path.resolve('dist/server/main.js');
if (!fs.existsSync(main)) {
  console.error('Rode `npm run build` antes.');
  process.exit(1);
}
const dataDir = pastaDoBench('portal-bench');
const port = 3900 + Math.floor(Math.random() * 90);
const url = `http://127.0.0.1:${port}`;
const PASSWORD = 'SenhaDeBench2026';

async function start() {
  const t0 = performance.now();
  const proc = spawn(process.execPath, [...SERVER_NODE_ARGS, main], {
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  return { proc, ms: performance.now() - t0 };
}
const stop = (proc) => new Promise((r) => (proc.on('exit', r), proc.kill('SIGTERM')));
const rssMb = (pid) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS'));
  return Number(line.match(/(\d+)/)[1]) / 1024;
};
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const first = await start();
await stop(first.proc);
const starts = [];
let proc;
for (let i = 0; i < 5; i++) {
  const s = await start();
  starts.push(s.ms);
  if (i < 4) await stop(s.proc);
  else proc = s.proc;
}
await new Promise((r) => setTimeout(r, 3000));
const idleRss = rssMb(proc.pid);

const times = [];
for (let i = 0; i < 40; i++) {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', senha: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${res.status}`);
  times.push(performance.now() - t0);
}
await stop(proc);
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(
  `first start (new database, migrations, bootstrap admin): ${first.ms.toFixed(0)} ms to first 200 of /api/health`,
);
console.log(
  `start on an existing database, median of 5: ${pct(starts, 50).toFixed(0)} ms (min ${Math.min(...starts).toFixed(0)}, max ${Math.max(...starts).toFixed(0)})`,
);
console.log(`idle RSS after 3 s: ${idleRss.toFixed(1)} MB`);
console.log(
  `POST /api/login (argon2id m=19 MiB, t=2, p=1), 40 sequential: median ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`,
);
