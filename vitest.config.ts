import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { arquivosQueIniciamOServidor, iniciaOServidor } from './scripts/lib/inicia-servidor.mjs';
import { constantesDaBuild } from './vite.config';

// The push tests' own push service speaks HTTPS with a test certificate, as real ones do: the
// workers (started after this) trust its authority beside whatever NODE_EXTRA_CA_CERTS already
// names (server/test/servico-push.ts). The variable takes one file, so both go in one.
// The bundle goes into node_modules' cache, overwritten at each load: nothing is left in the
// system's temp folder.
const pacote = path.resolve('node_modules/.cache/portal-teste-autoridades.pem');
const autoridades = [process.env.NODE_EXTRA_CA_CERTS, 'server/test/push/ac.pem']
  .filter((f): f is string => !!f && f !== pacote && fs.existsSync(f))
  .map((f) => fs.readFileSync(f, 'utf8'));
fs.mkdirSync(path.dirname(pacote), { recursive: true });
// written whole, then renamed: a run of another checkout sharing node_modules never reads half
fs.writeFileSync(`${pacote}.${process.pid}`, autoridades.join('\n'));
fs.renameSync(`${pacote}.${process.pid}`, pacote);
process.env.NODE_EXTRA_CA_CERTS = pacote;

// Whatever a test writes to the system's temp folder (databases, data folders, certificates, the
// built server's files) goes instead into a folder of this run under the repository's ignored
// .work/, removed when the run ends: a test that fails before its cleanup leaves nothing behind
// in /tmp. Workers and the servers they start inherit TMPDIR, which os.tmpdir() reads. A run
// killed before its end leaves its folder; the next run removes those of runs no longer alive.
const temporarias = path.resolve('.work/tmp');
const vivo = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};
for (const nome of fs.existsSync(temporarias) ? fs.readdirSync(temporarias) : []) {
  const pid = Number(/^vitest-(\d+)$/.exec(nome)?.[1]);
  if (pid && !vivo(pid)) fs.rmSync(path.join(temporarias, nome), { recursive: true, force: true });
}
const temporaria = path.join(temporarias, `vitest-${process.pid}`);
fs.mkdirSync(temporaria, { recursive: true });
process.env.TMPDIR = temporaria;
process.on('exit', () => fs.rmSync(temporaria, { recursive: true, force: true }));

/**
 * The files that start the built server first, of every project, then Vitest's own order. Vitest
 * runs first what took longest last time, but a fresh clone (CI) has no last time, and it then runs
 * the larger files first: the fault tests are small files that run for 20–70 s, and ran last, one
 * or two alone at the end. Whole suite with no previous results, idle machine: 425 s before this,
 * 362 s with it (docs/decisions/031-testes-rapidos.md).
 */
class LentosPrimeiro extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordem = await super.sort(files);
    const lentos = new Set(ordem.filter((f) => iniciaOServidor(f.moduleId)));
    return [...lentos, ...ordem.filter((f) => !lentos.has(f))];
  }
}

// `npm run test:rapido` (scripts/test-rapido.mjs) sets SEM_BUILD: the files that start the built
// server are left for `npm test`.
const semBuild = process.env.SEM_BUILD ? arquivosQueIniciamOServidor(path.resolve('.')) : [];

/** The constants the build writes into the browser's code (the company's time zone…), as it does. */
const define = constantesDaBuild();

const api = (name: string, db: 'sqlite' | 'postgres') => ({
  define,
  test: {
    name,
    include: ['server/**/*.test.ts'],
    exclude: ['server/**/*.unit.test.ts', ...semBuild],
    env: { TEST_DB: db },
    // once per run: the migrated SQLite database each test app copies
    globalSetup: ['server/test/modelo.ts'],
    // SQLite: one module graph per worker, the server imported once, not again for every file
    isolate: false,
    setupFiles: ['server/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Unit tests, then the API tests on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is
 * set. Every API test file gets its own database (SQLite file or PostgreSQL schema).
 *
 * A server test that needs no app and no database is named `*.unit.test.ts`: it runs once, in
 * the unit project, instead of once per database.
 */
export default defineConfig({
  test: {
    // Three files at a time on two cores: many wait (on a database, a started server, a deadline
    // of 10 s) while the others run. The whole run took 438 s with two, 367 s with three and
    // 364 s with four (idle machine, SQLite and PostgreSQL; docs/decisions/031-testes-rapidos.md).
    maxWorkers: 3,
    sequence: { sequencer: LentosPrimeiro },
    projects: [
      {
        define,
        test: {
          name: 'unit',
          // one module graph per worker, as the API projects: 10.8 s → 4.8 s for the project
          // alone, the same under shuffled orders (docs/decisions/031-testes-rapidos.md)
          isolate: false,
          include: [
            'common/**/*.test.ts',
            'web/**/*.test.ts',
            'scripts/**/*.test.ts',
            'sw/**/*.test.ts',
            'server/**/*.unit.test.ts',
          ],
        },
      },
      api('api-sqlite', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
    ],
  },
});
