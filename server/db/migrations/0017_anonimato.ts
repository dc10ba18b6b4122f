/**
 * The Ouvidoria's anonymity by construction (docs/decisions/028-anonimato-por-construcao.md):
 *  - the case's messages, history and evidence take random ids (no sequence: on PostgreSQL the
 *    column becomes bigint without a default) and an `ordem`, the reporter's own count of their
 *    entries in the case, so a case reads in order without an id that orders a reporter's entry
 *    among the staff's; the rows written before are given random ids and their `ordem` here;
 *  - the reporter's evidence is named "anexo-N.ext" (never the name the device gave it) and its
 *    stored bytes keep the hour only;
 *  - `denuncia_tentativas` goes: a wrong key is now counted in memory per protocol and origin;
 *  - `limites_anonimos`: the reporter's routes' per-address counts, one hour-aligned window each,
 *    deleted when the window ends (the counts of the old shared table for those routes go);
 *  - `users.papeis_gestores`: the roles of those who set an account's access (created it, changed
 *    its role, reset its password or changed its e-mail), as ",rh,"; a case that excludes one of
 *    them is not read through that account;
 *  - `audit_log.excluir_papeis`: on an entry about a case, that case's excluded roles, so the
 *    audit screen does not show an excluded role what happened to the case.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';
import { idAleatorio } from '../../lib/ids.js';
import { avisarMudancas } from './columns.js';

const TABELAS_DO_CASO = ['denuncia_mensagens', 'denuncia_historico', 'denuncia_anexos'] as const;
const HORA_MS = 60 * 60 * 1000;
const hora = (iso: string) => new Date(Math.floor(Date.parse(iso) / HORA_MS) * HORA_MS);
const ACOES_DE_CASO = [
  'leitura_denuncia',
  'denuncia_atualizada',
  'denuncia_mensagem',
  'denuncia_nota',
  'denuncia_eliminada',
];

interface Linha {
  id: number;
  denuncia_id: number;
  do_denunciante: number;
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const pg = dialect === 'postgres';
  for (const t of TABELAS_DO_CASO) {
    await db.schema
      .alterTable(t)
      .addColumn('ordem', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    if (pg) {
      await sql`alter table ${sql.table(t)} alter column id drop default`.execute(db);
      await sql`alter table ${sql.table(t)} alter column id type bigint`.execute(db);
      await sql`drop sequence if exists ${sql.table(`${t}_id_seq`)}`.execute(db);
    }
    const doDenunciante =
      t === 'denuncia_historico'
        ? sql<number>`case when autor_nome is null then 1 else 0 end`
        : sql<number>`case when autor = 'denunciante' then 1 else 0 end`;
    const linhas = await sql<Linha>`
      select id, denuncia_id, ${doDenunciante} as do_denunciante
      from ${sql.table(t)} order by denuncia_id, id`.execute(db);
    const contagem = new Map<number, number>();
    for (const l of linhas.rows) {
      let ordem = 0;
      if (Number(l.do_denunciante) === 1) {
        ordem = (contagem.get(l.denuncia_id) ?? 0) + 1;
        contagem.set(l.denuncia_id, ordem);
      }
      await sql`update ${sql.table(t)} set id = ${idAleatorio()}, ordem = ${ordem}
        where id = ${l.id}`.execute(db);
    }
  }

  // the reporter's evidence: "anexo-N.ext", and its bytes stored at the hour it was sent
  const anexos = await sql<{
    id: number;
    denuncia_id: number;
    nome_armazenado: string;
    enviado_em: string;
  }>`
    select id, denuncia_id, nome_armazenado, enviado_em from denuncia_anexos
    where autor = 'denunciante' order by denuncia_id, ordem`.execute(db);
  const porCaso = new Map<number, number>();
  for (const a of anexos.rows) {
    const ext = a.nome_armazenado.split('.').pop();
    const n = (porCaso.get(a.denuncia_id) ?? 0) + 1;
    porCaso.set(a.denuncia_id, n);
    await sql`update denuncia_anexos set nome_original = ${`anexo-${n}.${ext}`}
      where id = ${a.id}`.execute(db);
    const em = hora(new Date(a.enviado_em).toISOString());
    await sql`update arquivos_armazenados set criado_em = ${pg ? em : em.toISOString()}
      where nome = ${a.nome_armazenado}`.execute(db);
  }

  await db.schema.dropTable('denuncia_tentativas').ifExists().execute();
  if (pg) {
    await sql`delete from limites_por_endereco
      where key like 'denuncias:%' or key like 'acompanhamento-%'`.execute(db);
  }
  await db.schema
    .createTable('limites_anonimos')
    .addColumn('chave', 'text', (c) => c.primaryKey())
    /** the window's number: its start divided by its length */
    .addColumn('janela', 'bigint', (c) => c.notNull())
    .addColumn('contagem', 'integer', (c) => c.notNull())
    .execute();
  await avisarMudancas(db, dialect, 'limites_anonimos');

  await db.schema
    .alterTable('users')
    .addColumn('papeis_gestores', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema.alterTable('audit_log').addColumn('excluir_papeis', 'text').execute();
  const restritos = await sql<{ id: number; excluir_papeis: string }>`
    select id, excluir_papeis from denuncias where excluir_papeis <> ''`.execute(db);
  for (const c of restritos.rows) {
    await sql`update audit_log set excluir_papeis = ${c.excluir_papeis}
      where acao in (${sql.join(ACOES_DE_CASO)}) and detalhes like ${`%#${c.id}.%`}`.execute(db);
  }
}
