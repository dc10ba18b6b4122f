/** All SQL of the site's content (docs/product/conteudo.md). */
import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../db/index.js';
import type {
  CandidaturasTable,
  SiteGaleriaTable,
  SiteNoticiasTable,
  SiteVagasTable,
} from '../../db/schema.js';
import { now } from '../../db/index.js';
import { storeFile } from '../../lib/files.js';
import type { Variante } from './imagens.js';

type Leitor = Db | Trx;

// --- facts ---------------------------------------------------------------------------------------

export async function lerEmpresa(db: Leitor): Promise<string | undefined> {
  const r = await db
    .selectFrom('site_empresa')
    .select('dados')
    .where('id', '=', 1)
    .executeTakeFirst();
  return r?.dados;
}

/** Writes the facts; `soSeVazia`: only when none are stored yet (the first start's seed). */
export async function gravarEmpresa(db: Leitor, dados: string, soSeVazia = false): Promise<void> {
  await db
    .insertInto('site_empresa')
    .values({ id: 1, dados, atualizado_em: now() })
    .onConflict((oc) =>
      soSeVazia
        ? oc.column('id').doNothing()
        : oc.column('id').doUpdateSet({ dados, atualizado_em: now() }),
    )
    .execute();
}

// --- stored files the site serves ---------------------------------------------------------------

/** Stores each file and lists it among the site's public media, in the caller's transaction. */
export async function guardarMidias(
  trx: Trx,
  variantes: readonly Variante[],
): Promise<{ nome: string; variante: Variante }[]> {
  const out: { nome: string; variante: Variante }[] = [];
  for (const v of variantes) {
    const nome = await storeFile(trx, v.bytes, v.ext, v.contentType);
    await trx.insertInto('site_midias').values({ nome, criado_em: now() }).execute();
    out.push({ nome, variante: v });
  }
  return out;
}

/** Removes files from the site's media and their bytes. */
export async function apagarMidias(trx: Trx, nomes: readonly string[]): Promise<void> {
  if (nomes.length === 0) return;
  await trx.deleteFrom('site_midias').where('nome', 'in', nomes).execute();
  await trx.deleteFrom('arquivos_armazenados').where('nome', 'in', nomes).execute();
}

/** A public medium's bytes and type: only a name listed in `site_midias`. */
export async function lerMidia(db: Db, nome: string) {
  return db
    .selectFrom('site_midias')
    .innerJoin('arquivos_armazenados', 'arquivos_armazenados.nome', 'site_midias.nome')
    .select(['arquivos_armazenados.conteudo', 'arquivos_armazenados.content_type'])
    .where('site_midias.nome', '=', nome)
    .executeTakeFirst();
}

// --- gallery -------------------------------------------------------------------------------------

export const listarGaleria = (db: Leitor) =>
  db
    .selectFrom('site_galeria')
    .selectAll()
    .orderBy('secao')
    .orderBy('grupo')
    .orderBy('ordem')
    .orderBy('id')
    .execute();

export const itemDaGaleria = (db: Leitor, id: number) =>
  db.selectFrom('site_galeria').selectAll().where('id', '=', id).executeTakeFirst();

export async function proximaOrdem(trx: Trx, secao: string, grupo: string | null): Promise<number> {
  const r = await trx
    .selectFrom('site_galeria')
    .select((eb) => eb.fn.max('ordem').as('max'))
    .where('secao', '=', secao)
    .where('grupo', grupo === null ? 'is' : '=', grupo)
    .executeTakeFirst();
  return Number(r?.max ?? 0) + 1;
}

export const inserirItemDaGaleria = (trx: Trx, v: Insertable<SiteGaleriaTable>) =>
  trx.insertInto('site_galeria').values(v).returning('id').executeTakeFirstOrThrow();

export const alterarItemDaGaleria = (trx: Trx, id: number, v: Updateable<SiteGaleriaTable>) =>
  trx.updateTable('site_galeria').set(v).where('id', '=', id).executeTakeFirst();

export const removerItemDaGaleria = (trx: Trx, id: number) =>
  trx.deleteFrom('site_galeria').where('id', '=', id).executeTakeFirst();

// --- cover pictures ------------------------------------------------------------------------------

export const inserirImagem = (trx: Trx, imagem: string, arquivos: string) =>
  trx
    .insertInto('site_imagens')
    .values({ imagem, arquivos, criado_em: now() })
    .returning('id')
    .executeTakeFirstOrThrow();

export const imagemPorId = (db: Leitor, id: number) =>
  db.selectFrom('site_imagens').selectAll().where('id', '=', id).executeTakeFirst();

// --- news ----------------------------------------------------------------------------------------

const noticiaComCapa = (db: Leitor) =>
  db
    .selectFrom('site_noticias')
    .leftJoin('site_imagens', 'site_imagens.id', 'site_noticias.capa')
    .selectAll('site_noticias')
    .select('site_imagens.imagem as capa_imagem');

export type NoticiaLida = Awaited<ReturnType<typeof noticiaPorId>> & object;

export const listarNoticias = (db: Leitor) =>
  noticiaComCapa(db)
    .orderBy('site_noticias.criado_em', 'desc')
    .orderBy('site_noticias.id', 'desc')
    .execute();

export const noticiaPorId = (db: Leitor, id: number) =>
  noticiaComCapa(db).where('site_noticias.id', '=', id).executeTakeFirst();

/** Published news, newest first; `limite` of them when given. */
export const noticiasPublicadas = (db: Leitor, limite?: number) =>
  noticiaComCapa(db)
    .where('site_noticias.rascunho', '=', 0)
    .orderBy('site_noticias.publicada_em', 'desc')
    .orderBy('site_noticias.id', 'desc')
    .$if(limite !== undefined, (q) => q.limit(limite!))
    .execute();

export const noticiaPublicadaPorSlug = (db: Leitor, slug: string) =>
  noticiaComCapa(db)
    .where('site_noticias.slug', '=', slug)
    .where('site_noticias.rascunho', '=', 0)
    .executeTakeFirst();

export async function slugsComecandoPor(trx: Trx, base: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('site_noticias')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((r) => r.slug);
}

export const inserirNoticia = (trx: Trx, v: Insertable<SiteNoticiasTable>) =>
  trx.insertInto('site_noticias').values(v).returning(['id', 'slug']).executeTakeFirstOrThrow();

export const alterarNoticiaRow = (trx: Trx, id: number, v: Updateable<SiteNoticiasTable>) =>
  trx.updateTable('site_noticias').set(v).where('id', '=', id).executeTakeFirst();

export const removerNoticia = (trx: Trx, id: number) =>
  trx.deleteFrom('site_noticias').where('id', '=', id).executeTakeFirst();

// --- job openings --------------------------------------------------------------------------------

export const listarVagas = (db: Leitor) =>
  db
    .selectFrom('site_vagas')
    .selectAll()
    .orderBy('criado_em', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const vagaPorId = (db: Leitor, id: number) =>
  db.selectFrom('site_vagas').selectAll().where('id', '=', id).executeTakeFirst();

/** Openings the public sees on `hoje` (YYYY-MM-DD, the company's day): open, not past closing. */
export const vagasPublicas = (db: Leitor, hoje: string) =>
  db
    .selectFrom('site_vagas')
    .selectAll()
    .where('aberta', '=', 1)
    .where('encerra_em', '>=', hoje)
    .orderBy('encerra_em')
    .orderBy('id')
    .execute();

export const inserirVaga = (trx: Trx, v: Insertable<SiteVagasTable>) =>
  trx.insertInto('site_vagas').values(v).returning('id').executeTakeFirstOrThrow();

export const alterarVagaRow = (trx: Trx, id: number, v: Updateable<SiteVagasTable>) =>
  trx.updateTable('site_vagas').set(v).where('id', '=', id).executeTakeFirst();

export const removerVaga = (trx: Trx, id: number) =>
  trx.deleteFrom('site_vagas').where('id', '=', id).executeTakeFirst();

// --- applications --------------------------------------------------------------------------------

export const inserirCandidatura = (trx: Trx, v: Insertable<CandidaturasTable>) =>
  trx.insertInto('candidaturas').values(v).returning('id').executeTakeFirstOrThrow();

/**
 * A page of the applications, newest first, of one opening (`vaga`: its id, or `espontanea` for
 * those sent to none: an opening removed later leaves its applications their title, not its id)
 * or of all; `total` counts every one that matches.
 */
export async function listarCandidaturas(
  db: Leitor,
  f: { vaga?: number | 'espontanea'; limite: number; deslocamento: number },
) {
  const filtradas = db
    .selectFrom('candidaturas')
    .$if(f.vaga === 'espontanea', (q) => q.where('vaga_titulo', 'is', null))
    .$if(typeof f.vaga === 'number', (q) => q.where('vaga_id', '=', f.vaga as number));
  const [itens, contagem] = await Promise.all([
    filtradas
      .selectAll()
      .orderBy('criado_em', 'desc')
      .orderBy('id', 'desc')
      .limit(f.limite)
      .offset(f.deslocamento)
      .execute(),
    filtradas.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { itens, total: Number(contagem.n) };
}

export const candidaturaPorCurriculo = (db: Leitor, nome: string) =>
  db
    .selectFrom('candidaturas')
    .select(['id', 'nome', 'curriculo_tipo'])
    .where('curriculo', '=', nome)
    .executeTakeFirst();

/** Erases the applications sent before `limite`, with their CVs' bytes. */
export async function apagarCandidaturasAntes(db: Db, limite: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const velhas = await trx
      .selectFrom('candidaturas')
      .select(['id', 'curriculo'])
      .where('criado_em', '<', limite)
      .execute();
    if (velhas.length === 0) return 0;
    await trx
      .deleteFrom('candidaturas')
      .where(
        'id',
        'in',
        velhas.map((v) => v.id),
      )
      .execute();
    await trx
      .deleteFrom('arquivos_armazenados')
      .where(
        'nome',
        'in',
        velhas.map((v) => v.curriculo),
      )
      .execute();
    return velhas.length;
  });
}
