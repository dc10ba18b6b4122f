/**
 * What a case gathers: messages between the reporter and the Ouvidoria, the staff's internal
 * notes, the history of its changes and the evidence. Each row belongs to one case and goes with it.
 */
import type { Db } from '../../db/index.js';

export type Autor = 'denunciante' | 'ouvidoria';

export function listMensagens(db: Db, denunciaId: number) {
  return db
    .selectFrom('denuncia_mensagens')
    .select(['id', 'autor', 'texto', 'enviado_em'])
    .where('denuncia_id', '=', denunciaId)
    .orderBy('id')
    .execute();
}

export async function insertMensagem(
  db: Db,
  m: { denunciaId: number; autor: Autor; autorId: number | null; texto: string; em: string },
): Promise<void> {
  await db
    .insertInto('denuncia_mensagens')
    .values({
      denuncia_id: m.denunciaId,
      autor: m.autor,
      autor_id: m.autorId,
      texto: m.texto,
      enviado_em: m.em,
    })
    .execute();
}

export function listNotas(db: Db, denunciaId: number) {
  return db
    .selectFrom('denuncia_notas')
    .select(['id', 'autor_nome', 'texto', 'criado_em'])
    .where('denuncia_id', '=', denunciaId)
    .orderBy('id')
    .execute();
}

export async function insertNota(
  db: Db,
  n: { denunciaId: number; autorId: number; autorNome: string; texto: string; em: string },
): Promise<void> {
  await db
    .insertInto('denuncia_notas')
    .values({
      denuncia_id: n.denunciaId,
      autor_id: n.autorId,
      autor_nome: n.autorNome,
      texto: n.texto,
      criado_em: n.em,
    })
    .execute();
}

export function listHistorico(db: Db, denunciaId: number) {
  return db
    .selectFrom('denuncia_historico')
    .select(['acao', 'autor_nome', 'em'])
    .where('denuncia_id', '=', denunciaId)
    .orderBy('id')
    .execute();
}

export async function insertHistorico(
  db: Db,
  h: { denunciaId: number; acao: string; autorNome: string | null; em: string },
): Promise<void> {
  await db
    .insertInto('denuncia_historico')
    .values({ denuncia_id: h.denunciaId, acao: h.acao, autor_nome: h.autorNome, em: h.em })
    .execute();
}

export function listAnexos(db: Db, denunciaId: number) {
  return db
    .selectFrom('denuncia_anexos')
    .select(['id', 'autor', 'nome_original', 'nome_armazenado', 'tamanho', 'enviado_em'])
    .where('denuncia_id', '=', denunciaId)
    .orderBy('id')
    .execute();
}

export async function insertAnexo(
  db: Db,
  a: {
    denunciaId: number;
    autor: Autor;
    nomeOriginal: string;
    nomeArmazenado: string;
    contentType: string;
    tamanho: number;
    em: string;
  },
): Promise<void> {
  await db
    .insertInto('denuncia_anexos')
    .values({
      denuncia_id: a.denunciaId,
      autor: a.autor,
      nome_original: a.nomeOriginal,
      nome_armazenado: a.nomeArmazenado,
      content_type: a.contentType,
      tamanho: a.tamanho,
      enviado_em: a.em,
    })
    .execute();
}

export function findAnexoByNomeArmazenado(db: Db, nomeArmazenado: string) {
  return db
    .selectFrom('denuncia_anexos')
    .select(['denuncia_id', 'nome_original', 'content_type'])
    .where('nome_armazenado', '=', nomeArmazenado)
    .executeTakeFirst();
}
