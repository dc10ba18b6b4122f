// `npm test`: a production build, then at the same time the unit and API tests (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set; some start the built server) and the end-to-end tests
// in headless Chromium. The two suites wait on different things (the API tests on databases,
// child processes and timers; the browser tests on pages and the server they drive), so on a
// 2-core machine together they take little longer than the longer one alone
// (docs/decisions/031-testes-rapidos.md). Each line of the browser tests is marked "e2e │".
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import readline from 'node:readline';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium não encontrado em ${chromium}. Instale com: apt-get install chromium (ou defina CHROMIUM_PATH).`,
  );
  process.exit(1);
}

/** Runs `args` with npx; each output line prefixed with `marca`; resolves its exit code. */
function rodar(args, marca = '') {
  const filho = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  for (const [de, para] of [
    [filho.stdout, process.stdout],
    [filho.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: de }).on('line', (l) => para.write(`${marca}${l}\n`));
  }
  return new Promise((resolve) => filho.on('close', (code) => resolve(code ?? 1)));
}

try {
  execSync('npm run build', { stdio: 'inherit' });
} catch {
  process.exit(1);
}
const inicio = Date.now();
const tempo = () => `${Math.round((Date.now() - inicio) / 1000)} s`;
const [api, e2e] = await Promise.all([
  rodar(['vitest', 'run']).then((c) => (console.log(`vitest: fim após ${tempo()}`), c)),
  rodar(['playwright', 'test'], 'e2e │ ').then(
    (c) => (console.log(`playwright: fim após ${tempo()}`), c),
  ),
]);
process.exit(api === 0 && e2e === 0 ? 0 : 1);
