import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of the test's own, beside TEST_DATABASE_URL: for tests that start built
 * servers on it (and kill them) or move data between engines, where a schema of the shared
 * database would not do. `drop` removes it, forcing out connections a killed server left behind.
 */
export async function criarBancoProprio(
  prefixo: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL não definida');
  const nome = `${prefixo}_${crypto.randomBytes(5).toString('hex')}`;
  const comando = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await comando(`create database ${nome}`);
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return {
    url: url.toString(),
    drop: () => comando(`drop database if exists ${nome} with (force)`),
  };
}
