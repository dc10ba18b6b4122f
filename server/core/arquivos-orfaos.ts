/**
 * Bytes nothing refers to (docs/product/operacao.md, "Arquivos órfãos"): a stored file
 * (`arquivos_armazenados`) that no chat file (`arquivos`), thumbnail (`mensagens.miniatura`),
 * site media (`site_midias`), CV (`candidaturas.curriculo`) nor Ouvidoria evidence
 * (`denuncia_anexos`) names, once it is older than a grace period, is erased.
 * Such bytes are what a process killed between storing a file and writing the row that shows it
 * leaves behind; nothing else would ever reach them, retention included. The grace period keeps
 * an upload still in flight (stored, its row not yet committed) out of reach, even when its
 * stored time is kept only to the hour, as the Ouvidoria's times are.
 */
import { tarefaPeriodica } from '../lib/tarefa-periodica.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';

export const CARENCIA_ORFAOS_MS = 24 * 60 * 60 * 1000;
const HORA_MS = 60 * 60 * 1000;

/**
 * Erases the stored files nothing names and older than the grace period at `agora`. Every column
 * that names a stored file is listed here: a feature that stores files adds its own.
 */
export async function apagarArquivosOrfaos(db: Db, agora = Date.now()): Promise<number> {
  const antes = new Date(agora - CARENCIA_ORFAOS_MS).toISOString();
  const r = await db
    .deleteFrom('arquivos_armazenados')
    .where('criado_em', '<', antes)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('arquivos')
            .select('arquivos.id')
            .whereRef('arquivos.nome_armazenado', '=', 'arquivos_armazenados.nome'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mensagens')
            .select('mensagens.id')
            .whereRef('mensagens.miniatura', '=', 'arquivos_armazenados.nome'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('site_midias')
            .select('site_midias.nome')
            .whereRef('site_midias.nome', '=', 'arquivos_armazenados.nome'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('candidaturas')
            .select('candidaturas.id')
            .whereRef('candidaturas.curriculo', '=', 'arquivos_armazenados.nome'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('denuncia_anexos')
            .select('denuncia_anexos.id')
            .whereRef('denuncia_anexos.nome_armazenado', '=', 'arquivos_armazenados.nome'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Sweeps once the app is ready, then every hour, until the app closes. */
export function agendarLimpezaArquivosOrfaos(app: FastifyInstance): void {
  tarefaPeriodica(app, HORA_MS, 'falha ao apagar arquivos órfãos', async () => {
    const n = await apagarArquivosOrfaos(app.ctx.db);
    if (n) app.log.info({ arquivos: n }, 'arquivos órfãos apagados');
  });
}
