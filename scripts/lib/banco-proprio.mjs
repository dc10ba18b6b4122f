// A PostgreSQL database of one's own, beside the one `base` names: for benchmarks, and for tests
// that start built servers on it (and kill them) or move data between engines, where a schema of
// the shared database would not do.
import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Creates `<prefixo>_<random>`, a copy of the database `modelo` when given (PostgreSQL copies a
 * small database in tens of milliseconds, far less than migrating a new one); `drop` removes it,
 * forcing out connections a killed server left.
 */
export async function criarBancoProprio(base, prefixo, modelo) {
  const nome = `${prefixo}_${crypto.randomBytes(5).toString('hex')}`;
  const comando = async (sql) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await comando(`create database ${nome}${modelo ? ` template ${modelo}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return {
    url: url.toString(),
    drop: () => comando(`drop database if exists ${nome} with (force)`),
  };
}

/** Drops every database whose name starts with `prefixo_` (a test run's, once it has ended). */
export async function apagarBancosDoPrefixo(base, prefixo) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    const { rows } = await c.query(
      "select datname from pg_database where datname like $1 || '\\_%'",
      [prefixo],
    );
    for (const { datname } of rows)
      await c.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await c.end();
  }
}
