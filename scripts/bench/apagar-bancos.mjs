// Drops the PostgreSQL databases a benchmark made, for one whose process is ending (./lib.mjs):
// each argument is `[the URL to connect to, the URL of the database to drop]` in JSON. The
// connections its servers left are ended with it.
import pg from 'pg';

for (const argumento of process.argv.slice(2)) {
  const [base, banco] = JSON.parse(argumento);
  const nome = new URL(banco).pathname.slice(1);
  // only a name the benchmarks make (scripts/lib/banco-proprio.mjs: bench_<hex>)
  if (!/^bench_[0-9a-f]+$/.test(nome)) continue;
  const c = new pg.Client({ connectionString: base });
  try {
    await c.connect();
    await c.query(`drop database if exists ${nome} with (force)`);
  } catch (e) {
    console.error(`banco ${nome} não apagado: ${e.message}`);
  } finally {
    await c.end().catch(() => undefined);
  }
}
