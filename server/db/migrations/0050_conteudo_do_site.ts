/**
 * The company's own content, edited in the portal (docs/product/conteudo.md,
 * docs/decisions/076-conteudo-do-site.md):
 *  - `site_empresa`: one row, the company's facts as JSON (seeded from content/site.json on the
 *    first start, server/features/conteudo/empresa.ts);
 *  - `site_galeria`: the About gallery and the Activities photo grids, first filled with the
 *    build's own media (common/conteudo-inicial.ts);
 *  - `site_imagens`: pictures sent for news covers;
 *  - `site_midias`: every stored file the public site may serve (`/midia/…`), and nothing else;
 *  - `site_noticias`, `site_vagas`: news (drafts included) and job openings;
 *  - `candidaturas`: the applications candidates send, with their CV's stored name.
 */
import type { Kysely } from 'kysely';
import {
  AGRICULTURA_INICIAL,
  GALERIA_INICIAL,
  PECUARIA_INICIAL,
  type ItemInicial,
} from '../../../common/conteudo-inicial.js';
import type { DialectName } from '../dialect.js';
import { avisarMudancas, columns } from './columns.js';

const TABELAS = [
  'site_empresa',
  'site_galeria',
  'site_imagens',
  'site_midias',
  'site_noticias',
  'site_vagas',
  'candidaturas',
];

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { ts, id, notNull } = columns(dialect);

  await db.schema
    .createTable('site_empresa')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('dados', 'text', notNull)
    .addColumn('atualizado_em', ts, notNull)
    .execute();

  await id(db.schema.createTable('site_galeria'))
    .addColumn('secao', 'text', notNull)
    .addColumn('grupo', 'text')
    .addColumn('tipo', 'text', notNull)
    .addColumn('titulo', 'text', notNull)
    .addColumn('texto_alternativo', 'text', notNull)
    .addColumn('ordem', 'integer', notNull)
    .addColumn('visivel', 'integer', notNull)
    .addColumn('imagem', 'text', notNull)
    .addColumn('video', 'text')
    .addColumn('arquivos', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .addColumn('atualizado_em', ts, notNull)
    .execute();

  await id(db.schema.createTable('site_imagens'))
    .addColumn('imagem', 'text', notNull)
    .addColumn('arquivos', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .execute();

  await db.schema
    .createTable('site_midias')
    .addColumn('nome', 'text', (c) => c.primaryKey())
    .addColumn('criado_em', ts, notNull)
    .execute();

  await id(db.schema.createTable('site_noticias'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('titulo', 'text', notNull)
    .addColumn('resumo', 'text', notNull)
    .addColumn('corpo', 'text', notNull)
    .addColumn('rascunho', 'integer', notNull)
    .addColumn('capa', 'integer', (c) => c.references('site_imagens.id').onDelete('set null'))
    .addColumn('capa_alt', 'text', notNull)
    .addColumn('publicada_em', ts)
    .addColumn('criado_em', ts, notNull)
    .addColumn('atualizado_em', ts, notNull)
    .execute();

  await id(db.schema.createTable('site_vagas'))
    .addColumn('titulo', 'text', notNull)
    .addColumn('local', 'text', notNull)
    .addColumn('tipo', 'text', notNull)
    .addColumn('descricao', 'text', notNull)
    .addColumn('requisitos', 'text', notNull)
    .addColumn('aberta', 'integer', notNull)
    .addColumn('encerra_em', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .addColumn('atualizado_em', ts, notNull)
    .execute();

  await id(db.schema.createTable('candidaturas'))
    .addColumn('vaga_id', 'integer', (c) => c.references('site_vagas.id').onDelete('set null'))
    .addColumn('vaga_titulo', 'text')
    .addColumn('nome', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('telefone', 'text', notNull)
    .addColumn('mensagem', 'text', notNull)
    .addColumn('curriculo', 'text', notNull)
    .addColumn('curriculo_tipo', 'text', notNull)
    .addColumn('criado_em', ts, notNull)
    .execute();
  await db.schema
    .createIndex('candidaturas_criado_em')
    .on('candidaturas')
    .column('criado_em')
    .execute();

  // the site as the build showed it, now as rows
  const agora = new Date().toISOString();
  const linha = (secao: string, grupo: string | null, item: ItemInicial, ordem: number) => ({
    secao,
    grupo,
    tipo: item.tipo,
    titulo: item.titulo,
    texto_alternativo: item.texto_alternativo,
    ordem,
    visivel: 1,
    imagem: JSON.stringify(
      item.tipo === 'video'
        ? { tipo: 'estatica', nome: `${item.nome}-poster`, formato: 'video' }
        : { tipo: 'estatica', nome: item.nome, formato: 'photo' },
    ),
    video:
      item.tipo === 'video'
        ? JSON.stringify({ mp4: `/media/${item.nome}.mp4`, webm: `/media/${item.nome}.webm` })
        : null,
    arquivos: '[]',
    criado_em: agora,
    atualizado_em: agora,
  });
  const linhas = [
    ...GALERIA_INICIAL.map((it, i) => linha('sobre', null, it, i + 1)),
    ...PECUARIA_INICIAL.map((it, i) => linha('atividades', 'pecuaria', it, i + 1)),
    ...AGRICULTURA_INICIAL.map((it, i) => linha('atividades', 'agricultura', it, i + 1)),
  ];
  await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('site_galeria')
    .values(linhas)
    .execute();

  for (const t of TABELAS) await avisarMudancas(db, dialect, t);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [...TABELAS].reverse()) await db.schema.dropTable(t).ifExists().execute();
}
