/**
 * The table has no user id and no address column on purpose: nothing that could name an
 * anonymous reporter can be written here.
 */
import type { Db } from '../../db/index.js';
import type { Denuncia } from '../../../common/schemas/denuncias.js';

export interface DenunciaInsert {
  nome: string | null;
  categoria: string;
  descricao: string;
  anonimato: boolean;
  criado_em: string;
}

/** Stores a report; answers its id. */
export async function insertDenuncia(db: Db, d: DenunciaInsert): Promise<number> {
  const row = await db
    .insertInto('denuncias')
    .values({
      nome: d.anonimato ? null : d.nome,
      categoria: d.categoria,
      descricao: d.descricao,
      anonimato: d.anonimato ? 1 : 0,
      criado_em: d.criado_em,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every report, newest first. */
export async function listDenuncias(db: Db): Promise<Denuncia[]> {
  const rows = await db
    .selectFrom('denuncias')
    .select(['id', 'nome', 'categoria', 'descricao', 'anonimato', 'criado_em'])
    .orderBy('criado_em', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nome: r.anonimato === 1 ? null : r.nome,
    categoria: r.categoria,
    descricao: r.descricao,
    anonimato: r.anonimato === 1,
    criado_em: r.criado_em,
  }));
}
