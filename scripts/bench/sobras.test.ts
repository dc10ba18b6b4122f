/**
 * A benchmark that fails midway leaves nothing behind (scripts/bench/lib.mjs, `sobras`): its data
 * folder and its PostgreSQL database go however its process ends. A child process plays the
 * benchmark: it makes both, prints them, then fails or is stopped.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const LIB = pathToFileURL(path.resolve(import.meta.dirname, 'lib.mjs')).href;
const BASE = process.env.TEST_DATABASE_URL;

/**
 * Runs the benchmark's stand-in until it has made its leftovers, then makes it fail or stops it;
 * answers what it made and how it ended.
 */
async function benchQue(fim: 'falha' | 'SIGTERM', comBanco: boolean) {
  const codigo = `
    import { freshPostgresDatabase, pastaDoBench } from ${JSON.stringify(LIB)};
    const pasta = pastaDoBench('teste-sobras');
    const { databaseUrl } = await freshPostgresDatabase(${comBanco ? 'process.env.TEST_DATABASE_URL' : 'undefined'});
    console.log(JSON.stringify({ pasta, databaseUrl: databaseUrl ?? null }));
    // fails once told to (a line on its input), or runs until it is stopped
    process.stdin.once('data', () => {
      throw new Error('o servidor não iniciou');
    });
  `;
  const filho = spawn(process.execPath, ['--input-type=module', '-e', codigo], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let saida = '';
  const feito = await new Promise<{ pasta: string; databaseUrl: string | null }>((ok, erro) => {
    filho.stdout.on('data', (c: Buffer) => {
      saida += c.toString();
      if (saida.includes('\n')) ok(JSON.parse(saida.split('\n')[0]!));
    });
    filho.once('exit', () => erro(new Error(`saiu antes do fim: ${saida}`)));
  });
  // it made them, and they are there while it runs
  expect(fs.existsSync(feito.pasta)).toBe(true);
  if (fim === 'SIGTERM') filho.kill('SIGTERM');
  else filho.stdin.write('falhe\n');
  const codigoDeSaida = await new Promise<number | null>((ok) => {
    if (filho.exitCode !== null) ok(filho.exitCode);
    else filho.once('exit', (c) => ok(c));
  });
  return { ...feito, codigoDeSaida };
}

async function bancoExiste(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: BASE });
  await c.connect();
  try {
    const nome = new URL(url).pathname.slice(1);
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [nome]);
    return rowCount === 1;
  } finally {
    await c.end();
  }
}

describe('what a benchmark that fails midway leaves behind', () => {
  it('its folder goes when it fails with an error', async () => {
    const r = await benchQue('falha', false);
    expect(r.codigoDeSaida).toBe(1);
    expect(fs.existsSync(r.pasta)).toBe(false);
  });

  it('its folder goes when it is stopped (SIGTERM)', async () => {
    const r = await benchQue('SIGTERM', false);
    expect(r.codigoDeSaida).toBe(143);
    expect(fs.existsSync(r.pasta)).toBe(false);
  });

  it.runIf(BASE)('its PostgreSQL database goes too, failed or stopped', async () => {
    for (const fim of ['falha', 'SIGTERM'] as const) {
      const r = await benchQue(fim, true);
      expect(r.databaseUrl).toMatch(/\/bench_[0-9a-f]+$/);
      expect(await bancoExiste(r.databaseUrl!)).toBe(false);
      expect(fs.existsSync(r.pasta)).toBe(false);
    }
  });
});
