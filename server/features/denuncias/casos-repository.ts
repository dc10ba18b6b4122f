/**
 * What a case gathers: messages between the reporter and the Ouvidoria, the staff's internal
 * notes, the history of its changes and the evidence. Each row belongs to one case and goes with
 * it. The staff's rows are written here; the reporter's only by their boundary (anonimo.ts). A
 * case reads in one order (ordem-do-caso.ts): by hour, the staff's entries of an hour before the
 * reporter's, never by id: ids are random (server/lib/ids.ts).
 */
import type { Db } from '../../db/index.js';
import { idAleatorio } from '../../lib/ids.js';
import { emOrdemDoCaso } from './ordem-do-caso.js';

export async function listMensagens(db: Db, denunciaId: number) {
  const linhas = await db
    .selectFrom('denuncia_mensagens')
    .select(['id', 'autor', 'texto', 'enviado_em', 'ordem'])
    .where('denuncia_id', '=', denunciaId)
    .execute();
  return emOrdemDoCaso(linhas, (m) => ({
    denunciante: m.autor === 'denunciante',
    em: m.enviado_em,
    ordem: m.ordem,
  })).map(({ ordem: _ordem, ...m }) => m);
}

/** A message from the Ouvidoria to the reporter. */
export async function insertMensagem(
  db: Db,
  m: { denunciaId: number; autorId: number; texto: string; em: string },
): Promise<void> {
  await db
    .insertInto('denuncia_mensagens')
    .values({
      id: idAleatorio(),
      denuncia_id: m.denunciaId,
      autor: 'ouvidoria',
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

export async function listHistorico(db: Db, denunciaId: number) {
  const linhas = await db
    .selectFrom('denuncia_historico')
    .select(['acao', 'autor_nome', 'em', 'ordem'])
    .where('denuncia_id', '=', denunciaId)
    .execute();
  return emOrdemDoCaso(linhas, (h) => ({
    denunciante: h.autor_nome === null,
    em: h.em,
    ordem: h.ordem,
  })).map(({ ordem: _ordem, ...h }) => h);
}

/** A staff member's change to the case; `ordem` orders the entries of one change (same time). */
export async function insertHistorico(
  db: Db,
  h: { denunciaId: number; acao: string; autorNome: string; em: string; ordem?: number },
): Promise<void> {
  await db
    .insertInto('denuncia_historico')
    .values({
      id: idAleatorio(),
      denuncia_id: h.denunciaId,
      acao: h.acao,
      autor_nome: h.autorNome,
      em: h.em,
      ordem: h.ordem ?? 0,
    })
    .execute();
}

export async function listAnexos(db: Db, denunciaId: number) {
  const linhas = await db
    .selectFrom('denuncia_anexos')
    .select(['id', 'autor', 'nome_original', 'nome_armazenado', 'tamanho', 'enviado_em', 'ordem'])
    .where('denuncia_id', '=', denunciaId)
    .execute();
  return emOrdemDoCaso(linhas, (a) => ({
    denunciante: a.autor === 'denunciante',
    em: a.enviado_em,
    ordem: a.ordem,
  })).map(({ ordem: _ordem, ...a }) => a);
}

export function findAnexoByNomeArmazenado(db: Db, nomeArmazenado: string) {
  return db
    .selectFrom('denuncia_anexos')
    .select(['denuncia_id', 'nome_original', 'content_type'])
    .where('nome_armazenado', '=', nomeArmazenado)
    .executeTakeFirst();
}
