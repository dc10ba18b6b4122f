/**
 * The one boundary of the reporter's writes (docs/product/ouvidoria-ameacas.md): filing a report,
 * the reporter's messages and evidence, and what their follow-up leaves behind. Nothing else
 * writes a row the reporter caused (server/features/denuncias/anonimo-fronteira.test.ts), and
 * nothing here takes a request, a user, an address or a time of the caller's choosing. Every
 * row written here:
 *  - keeps its time to the hour only (`horaDoDenunciante`);
 *  - takes a random id (server/lib/ids.ts), never one from a sequence that other activity also
 *    draws from, and the reporter's own count of their entries in the case (`ordem`), so a case
 *    reads in order without telling where a reporter's entry fell among the staff's;
 *  - names evidence "anexo-N.ext", never as the reporter's device named it;
 * and once an hour is over, `assentarHora` writes the hour's rows again in one transaction, so
 * that neither PostgreSQL's transaction ids nor SQLite's row order tells when within the hour
 * they came.
 */
import { randomInt } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { NovaDenuncia } from '../../../common/schemas/denuncias.js';
import {
  ACOMPANHAMENTO_MESSAGES,
  ANEXOS_BYTES_POR_CASO_MAX,
  ANEXOS_POR_CASO_MAX,
} from '../../../common/schemas/denuncias-acompanhamento.js';
import { comExclusao, exclusaoEscolhida } from '../../core/ouvidoria-acesso.js';
import type { Db, DialectName, Trx } from '../../db/index.js';
import { HttpError } from '../../lib/errors.js';
import { storeFile } from '../../lib/files.js';
import { idAleatorio } from '../../lib/ids.js';

const HORA_MS = 60 * 60 * 1000;

/** The time a reporter's row is kept with: the start of its hour (UTC, the local hour in Brazil). */
export function horaDoDenunciante(at: Date = new Date()): string {
  return new Date(Math.floor(at.getTime() / HORA_MS) * HORA_MS).toISOString();
}

/**
 * Stores a report; answers its id. Every report, named ones too, is kept to the hour: report ids
 * follow one another, so a precise time on a named report would bound the anonymous one filed
 * just before or after it.
 */
export async function gravarDenuncia(
  db: Db,
  d: NovaDenuncia & { protocolo: string; chave_hash: string },
): Promise<number> {
  const row = await db
    .insertInto('denuncias')
    .values(
      comExclusao(
        {
          nome: d.anonimato ? null : d.nome,
          categoria: d.categoria,
          descricao: d.descricao,
          anonimato: d.anonimato ? 1 : 0,
          criado_em: horaDoDenunciante(),
          protocolo: d.protocolo,
          chave_hash: d.chave_hash,
          status: 'recebida' as const,
        },
        exclusaoEscolhida(d.excluir_papeis),
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type TabelaDoCaso = 'denuncia_mensagens' | 'denuncia_historico' | 'denuncia_anexos';

/** In each of a case's tables: which rows are the reporter's, and their time's column. */
const DO_DENUNCIANTE: Record<TabelaDoCaso, { quem: RawBuilder<unknown>; em: string }> = {
  denuncia_mensagens: { quem: sql`autor = 'denunciante'`, em: 'enviado_em' },
  denuncia_historico: { quem: sql`autor_nome is null`, em: 'em' },
  denuncia_anexos: { quem: sql`autor = 'denunciante'`, em: 'enviado_em' },
};

/** The reporter's next entry number in the case, in `tabela`. */
async function proximaOrdem(trx: Trx, tabela: TabelaDoCaso, denunciaId: number): Promise<number> {
  const r = await sql<{ n: number | null }>`
    select max(ordem) as n from ${sql.table(tabela)}
    where denuncia_id = ${denunciaId} and ${DO_DENUNCIANTE[tabela].quem}`.execute(trx);
  return Number(r.rows[0]?.n ?? 0) + 1;
}

async function registrarNoHistorico(trx: Trx, denunciaId: number, acao: string, em: string) {
  await trx
    .insertInto('denuncia_historico')
    .values({
      id: idAleatorio(),
      denuncia_id: denunciaId,
      acao,
      autor_nome: null,
      em,
      ordem: await proximaOrdem(trx, 'denuncia_historico', denunciaId),
    })
    .execute();
}

/** The reporter writes to the Ouvidoria. */
export function gravarMensagemDoDenunciante(
  db: Db,
  denunciaId: number,
  texto: string,
): Promise<void> {
  const em = horaDoDenunciante();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('denuncia_mensagens')
      .values({
        id: idAleatorio(),
        denuncia_id: denunciaId,
        autor: 'denunciante',
        autor_id: null,
        texto,
        enviado_em: em,
        ordem: await proximaOrdem(trx, 'denuncia_mensagens', denunciaId),
      })
      .execute();
    await registrarNoHistorico(trx, denunciaId, 'Mensagem do denunciante', em);
  });
}

/**
 * Evidence from the reporter, bytes and record in one transaction (a stop in between leaves
 * nothing behind), within the case's quota. Answers the name staff and the reporter will see.
 */
export function gravarEvidencia(
  db: Db,
  denunciaId: number,
  arquivo: { bytes: Buffer; ext: string; contentType: string },
): Promise<{ nome: string; tamanho: number }> {
  const em = horaDoDenunciante();
  return db.transaction().execute(async (trx) => {
    const ja = await trx
      .selectFrom('denuncia_anexos')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('tamanho').as('bytes')])
      .where('denuncia_id', '=', denunciaId)
      .where('autor', '=', 'denunciante')
      .executeTakeFirstOrThrow();
    if (
      Number(ja.n) >= ANEXOS_POR_CASO_MAX ||
      Number(ja.bytes ?? 0) + arquivo.bytes.length > ANEXOS_BYTES_POR_CASO_MAX
    ) {
      throw new HttpError(413, ACOMPANHAMENTO_MESSAGES.cotaAnexos);
    }
    const ordem = await proximaOrdem(trx, 'denuncia_anexos', denunciaId);
    const nome = `anexo-${ordem}.${arquivo.ext}`;
    const armazenado = await storeFile(trx, arquivo.bytes, arquivo.ext, arquivo.contentType, {
      criadoEm: em,
    });
    await trx
      .insertInto('denuncia_anexos')
      .values({
        id: idAleatorio(),
        denuncia_id: denunciaId,
        autor: 'denunciante',
        nome_original: nome,
        nome_armazenado: armazenado,
        content_type: arquivo.contentType,
        tamanho: arquivo.bytes.length,
        enviado_em: em,
        ordem,
      })
      .execute();
    await registrarNoHistorico(trx, denunciaId, 'Anexo do denunciante', em);
    return { nome, tamanho: arquivo.bytes.length };
  });
}

/**
 * Writes the reporter's rows of `hora` again, in the caller's transaction, once the hour is over
 * (server/features/denuncias/anuncios.ts): on PostgreSQL each row then carries this transaction's
 * id and a new place in its table, the same for all of them; on SQLite the stored files (the one
 * table whose rows sit in insertion order) are written again in random order. The other tables'
 * rows sit in the order of their random ids.
 */
export async function assentarHora(trx: Trx, dialect: DialectName, hora: string): Promise<void> {
  const evidencias = trx
    .selectFrom('denuncia_anexos')
    .select('nome_armazenado')
    .where('autor', '=', 'denunciante')
    .where('enviado_em', '=', hora);
  if (dialect === 'postgres') {
    await trx
      .updateTable('denuncias')
      .set('criado_em', hora)
      .where('criado_em', '=', hora)
      .execute();
    for (const [tabela, { quem, em }] of Object.entries(DO_DENUNCIANTE)) {
      await sql`update ${sql.table(tabela)} set ${sql.ref(em)} = ${sql.ref(em)}
        where ${quem} and ${sql.ref(em)} = ${hora}`.execute(trx);
    }
    await trx
      .updateTable('arquivos_armazenados')
      .set('criado_em', hora)
      .where('nome', 'in', evidencias)
      .execute();
    return;
  }
  const arquivos = await trx
    .selectFrom('arquivos_armazenados')
    .selectAll()
    .where('nome', 'in', evidencias)
    .execute();
  if (arquivos.length === 0) return;
  await trx.deleteFrom('arquivos_armazenados').where('nome', 'in', evidencias).execute();
  const embaralhados = arquivos
    .map((a) => ({ a, k: randomInt(2 ** 47) }))
    .sort((x, y) => x.k - y.k);
  for (const { a } of embaralhados) {
    await trx.insertInto('arquivos_armazenados').values(a).execute();
  }
}
