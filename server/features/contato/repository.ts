import { now, type Db } from '../../db/index.js';
import type { ContatoMensagem } from '../../../common/schemas/contato.js';

export interface NewContato {
  nome: string;
  email: string;
  telefone?: string;
  assunto: string;
  mensagem: string;
}

export async function insertContato(db: Db, input: NewContato): Promise<number> {
  const row = await db
    .insertInto('contato_mensagens')
    .values({
      nome: input.nome,
      email: input.email,
      telefone: input.telefone ?? null,
      assunto: input.assunto,
      mensagem: input.mensagem,
      lida: 0,
      criado_em: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every stored message, newest first. */
export async function listContatos(db: Db): Promise<ContatoMensagem[]> {
  const rows = await db
    .selectFrom('contato_mensagens')
    .selectAll()
    .orderBy('criado_em', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    email: r.email,
    telefone: r.telefone,
    assunto: r.assunto,
    mensagem: r.mensagem,
    lida: r.lida === 1,
    criado_em: r.criado_em,
  }));
}

/** Marks a message as read; false when there is no such message. */
export async function markContatoRead(db: Db, id: number): Promise<boolean> {
  const res = await db
    .updateTable('contato_mensagens')
    .set({ lida: 1 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
