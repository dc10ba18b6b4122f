/**
 * Whether this instance can serve (`GET /api/health/pronto`, docs/product/operacao.md): each check by name, so
 * that the answer names what is not ready; the metric `portal_ready` reads it too (server/operacao/metricas.ts)
 * (docs/decisions/029-resiliencia.md).
 */
import { Migrator } from 'kysely';
import { migrationProvider } from '../../db/migrations/index.js';
import type { DbHandle } from '../../db/index.js';
import type { EstadoDaInstancia } from '../../context.js';

type Verificacao = 'banco' | 'migracoes' | 'feed' | 'disco' | 'encerrando';

export interface Prontidao {
  pronto: boolean;
  /** every check and whether it passed */
  verificacoes: Record<Verificacao, boolean>;
  /** what is not ready, in Portuguese, for the operator */
  problemas: string[];
}

const MENSAGENS: Record<Verificacao, string> = {
  banco: 'banco de dados inacessível',
  migracoes: 'migrações do banco não aplicadas',
  feed: 'feed de mudanças do PostgreSQL desconectado',
  disco: 'disco cheio: o banco não consegue gravar',
  encerrando: 'instância encerrando',
};

/** The whole check answers within this, even with a database that hangs. */
const LIMITE_PRONTIDAO_MS = 2_000;

async function migracoesAplicadas(handle: DbHandle): Promise<boolean> {
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(handle.dialect, handle.auditoria),
    migrationTableSchema: handle.pgSchema,
  });
  const todas = await migrator.getMigrations();
  return todas.every((m) => m.executedAt !== undefined);
}

export async function verificarProntidao(
  handle: DbHandle,
  estado: EstadoDaInstancia,
): Promise<Prontidao> {
  const banco = await handle.ping(LIMITE_PRONTIDAO_MS);
  let migracoes = false;
  if (banco) {
    let timer: NodeJS.Timeout | undefined;
    migracoes = await Promise.race([
      migracoesAplicadas(handle).catch(() => false),
      new Promise<false>((r) => (timer = setTimeout(() => r(false), LIMITE_PRONTIDAO_MS))),
    ]);
    clearTimeout(timer);
  }
  const verificacoes: Record<Verificacao, boolean> = {
    banco,
    migracoes,
    // SQLite's feed is in process and always there; PostgreSQL's is its LISTEN connection
    feed: handle.changes.supported,
    disco: !handle.discoCheio,
    encerrando: !estado.encerrando,
  };
  const problemas = (Object.keys(verificacoes) as Verificacao[])
    .filter((v) => !verificacoes[v])
    .map((v) => MENSAGENS[v]);
  return { pronto: problemas.length === 0, verificacoes, problemas };
}
