/**
 * The writes of the site's content (docs/product/conteudo.md): each in one transaction with its
 * audit entry (by id, `conteudo_…`), through the one way to finish a write
 * (server/core/fim-da-escrita.ts). The public pages learn of every write from the change feed
 * (docs/decisions/076-conteudo-do-site.md).
 */
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { arquivosDoSite } from '../../../common/paths.js';
import type { AcaoDeConteudo } from '../../core/audit.js';
import {
  CAPA_SEM_ALT,
  empresa as empresaSchema,
  linkDoTelefone,
  type Empresa,
  type EmpresaBody,
  type NovaNoticia,
  type NovaVaga,
} from '../../../common/schemas/conteudo.js';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../core/current-user.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { fusoDaEmpresa } from '../../core/fuso.js';
import { now, type Trx } from '../../db/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { conferirVideo, imagemEnviada, variantesDaFoto, type Variante } from './imagens.js';
import {
  alterarItemDaGaleria as alterarItemRow,
  alterarNoticiaRow,
  alterarVagaRow,
  apagarMidias,
  gravarEmpresa,
  guardarMidias,
  imagemPorId,
  inserirImagem,
  inserirItemDaGaleria,
  inserirNoticia,
  inserirVaga,
  itemDaGaleria,
  lerEmpresa as lerEmpresaRow,
  noticiaPorId,
  proximaOrdem,
  removerItemDaGaleria as removerItemRow,
  removerNoticia as removerNoticiaRow,
  removerVaga as removerVagaRow,
  slugsComecandoPor,
  vagaPorId,
} from './repository.js';
import { hojeNaEmpresa } from './apresentacao.js';
import { slugDoTitulo, slugLivre } from './slug.js';

export const ITEM_NAO_ENCONTRADO = 'Foto ou vídeo não encontrado.';
export const NOTICIA_NAO_ENCONTRADA = 'Notícia não encontrada.';
export const VAGA_NAO_ENCONTRADA = 'Vaga não encontrada.';
export const CAPA_NAO_ENCONTRADA = 'Imagem de capa não encontrada. Envie a foto de novo.';

const ator = (u: AuthUser) => ({ id: u.id, nome: u.nome, login: u.login });

async function comAuditoria<T>(
  ctx: AppContext,
  quem: AuthUser,
  escrever: (trx: Trx) => Promise<{ resultado: T; acao: AcaoDeConteudo; detalhes: string }>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const { resultado, acao, detalhes } = await escrever(trx);
    await concluir(trx, ctx.dbHandle, { auditoria: [{ actor: ator(quem), acao, detalhes }] });
    return resultado;
  });
}

// --- facts ---------------------------------------------------------------------------------------

/** The facts stored; content/site.json's until someone saves them (seeded at start). */
export async function lerEmpresa(ctx: AppContext): Promise<Empresa> {
  const dados = await lerEmpresaRow(ctx.db);
  if (!dados) return ctx.content.company;
  const lido = empresaSchema.safeParse(JSON.parse(dados));
  return lido.success ? lido.data : ctx.content.company;
}

/** The first start's facts: content/site.json's, unless some are already stored. */
export async function semearEmpresa(ctx: AppContext): Promise<void> {
  await gravarEmpresa(ctx.db, JSON.stringify(ctx.content.company), true);
}

export async function alterarEmpresa(
  ctx: AppContext,
  quem: AuthUser,
  body: EmpresaBody,
): Promise<Empresa> {
  const dados: Empresa = { ...body, phoneHref: linkDoTelefone(body.phone) };
  return comAuditoria(ctx, quem, async (trx) => {
    await gravarEmpresa(trx, JSON.stringify(dados));
    return {
      resultado: dados,
      acao: AUDIT_ACTIONS.conteudoEmpresa,
      detalhes: 'Alterou os dados da empresa exibidos no site',
    };
  });
}

// --- gallery -------------------------------------------------------------------------------------

export interface NovoItem {
  secao: 'sobre' | 'atividades';
  grupo?: 'pecuaria' | 'agricultura';
  titulo: string;
  texto_alternativo: string;
}

/**
 * A photo (`arquivo` an image) or a video (`arquivo` an MP4 and `poster` its picture). The
 * Activities grids take photos only; a photo of `atividades` names its grid (pecuária by default).
 */
export async function criarItemDaGaleria(
  ctx: AppContext,
  quem: AuthUser,
  campos: NovoItem,
  arquivo: Buffer,
  poster: Buffer | undefined,
): Promise<{ id: number }> {
  const video = poster !== undefined;
  if (video && campos.secao !== 'sobre') {
    throw badRequest('Vídeos vão na galeria da página Sobre Nós; em Atividades, só fotos.');
  }
  if (campos.secao === 'sobre' && campos.grupo) {
    throw badRequest('O grupo (pecuária ou agricultura) vale só para as fotos de Atividades.');
  }
  const mp4: Variante | null = video ? await conferirVideo(arquivo) : null;
  const foto = await variantesDaFoto(video ? poster : arquivo);
  const grupo = campos.secao === 'atividades' ? (campos.grupo ?? 'pecuaria') : null;
  return comAuditoria(ctx, quem, async (trx) => {
    const guardadas = await guardarMidias(trx, foto.variantes);
    const [videoGuardado] = mp4 ? await guardarMidias(trx, [mp4]) : [];
    const agora = now();
    const { id } = await inserirItemDaGaleria(trx, {
      secao: campos.secao,
      grupo,
      tipo: video ? 'video' : 'foto',
      titulo: campos.titulo,
      texto_alternativo: campos.texto_alternativo,
      ordem: await proximaOrdem(trx, campos.secao, grupo),
      visivel: 1,
      imagem: JSON.stringify(imagemEnviada(guardadas, foto.largura, foto.altura)),
      video: videoGuardado
        ? JSON.stringify({ mp4: arquivosDoSite.midia(videoGuardado.nome), webm: null })
        : null,
      arquivos: JSON.stringify(
        [...guardadas, ...(videoGuardado ? [videoGuardado] : [])].map((g) => g.nome),
      ),
      criado_em: agora,
      atualizado_em: agora,
    });
    return {
      resultado: { id },
      acao: AUDIT_ACTIONS.conteudoGaleriaCriada,
      detalhes: `Adicionou ${video ? 'o vídeo' : 'a foto'} #${id} (${campos.secao})`,
    };
  });
}

export async function alterarItemDaGaleria(
  ctx: AppContext,
  quem: AuthUser,
  id: number,
  body: { titulo?: string; texto_alternativo?: string; ordem?: number; visivel?: boolean },
): Promise<void> {
  await comAuditoria(ctx, quem, async (trx) => {
    if (!(await itemDaGaleria(trx, id))) throw notFound(ITEM_NAO_ENCONTRADO);
    const { visivel, ...resto } = body;
    await alterarItemRow(trx, id, {
      ...resto,
      ...(visivel === undefined ? {} : { visivel: visivel ? 1 : 0 }),
      atualizado_em: now(),
    });
    return {
      resultado: undefined,
      acao: AUDIT_ACTIONS.conteudoGaleriaAlterada,
      detalhes: `Alterou o item #${id} da galeria (${Object.keys(body).join(', ')})`,
    };
  });
}

export async function removerItemDaGaleria(ctx: AppContext, quem: AuthUser, id: number) {
  await comAuditoria(ctx, quem, async (trx) => {
    const item = await itemDaGaleria(trx, id);
    if (!item) throw notFound(ITEM_NAO_ENCONTRADO);
    await removerItemRow(trx, id);
    await apagarMidias(trx, JSON.parse(item.arquivos) as string[]);
    return {
      resultado: undefined,
      acao: AUDIT_ACTIONS.conteudoGaleriaRemovida,
      detalhes: `Removeu o item #${id} da galeria`,
    };
  });
}

// --- cover pictures ------------------------------------------------------------------------------

export async function enviarImagem(ctx: AppContext, quem: AuthUser, arquivo: Buffer) {
  const foto = await variantesDaFoto(arquivo);
  return comAuditoria(ctx, quem, async (trx) => {
    const guardadas = await guardarMidias(trx, foto.variantes);
    const imagem = imagemEnviada(guardadas, foto.largura, foto.altura);
    const { id } = await inserirImagem(
      trx,
      JSON.stringify(imagem),
      JSON.stringify(guardadas.map((g) => g.nome)),
    );
    return {
      resultado: { id, imagem },
      acao: AUDIT_ACTIONS.conteudoImagemEnviada,
      detalhes: `Enviou a imagem de capa #${id}`,
    };
  });
}

// --- news ----------------------------------------------------------------------------------------

async function conferirCapa(trx: Trx, capa: number | null | undefined, alt: string) {
  if (capa === null || capa === undefined) return;
  if (!(await imagemPorId(trx, capa))) throw badRequest(CAPA_NAO_ENCONTRADA);
  if (!alt.trim()) throw badRequest(CAPA_SEM_ALT);
}

export async function criarNoticia(ctx: AppContext, quem: AuthUser, body: NovaNoticia) {
  return comAuditoria(ctx, quem, async (trx) => {
    const capa_alt = body.capa_alt ?? '';
    await conferirCapa(trx, body.capa, capa_alt);
    const base = slugDoTitulo(body.titulo);
    const slug = slugLivre(base, await slugsComecandoPor(trx, base));
    const agora = now();
    const r = await inserirNoticia(trx, {
      slug,
      titulo: body.titulo,
      resumo: body.resumo,
      corpo: body.corpo,
      rascunho: body.rascunho ? 1 : 0,
      capa: body.capa ?? null,
      capa_alt,
      publicada_em: body.rascunho ? null : agora,
      criado_em: agora,
      atualizado_em: agora,
    });
    return {
      resultado: { id: r.id, slug: r.slug },
      acao: body.rascunho
        ? AUDIT_ACTIONS.conteudoNoticiaCriada
        : AUDIT_ACTIONS.conteudoNoticiaPublicada,
      detalhes: `${body.rascunho ? 'Criou o rascunho da' : 'Publicou a'} notícia #${r.id}`,
    };
  });
}

export async function alterarNoticia(
  ctx: AppContext,
  quem: AuthUser,
  id: number,
  body: Partial<NovaNoticia>,
) {
  return comAuditoria(ctx, quem, async (trx) => {
    const antes = await noticiaPorId(trx, id);
    if (!antes) throw notFound(NOTICIA_NAO_ENCONTRADA);
    const capa = body.capa === undefined ? antes.capa : body.capa;
    const capa_alt = body.capa_alt ?? antes.capa_alt;
    if (body.capa !== undefined || body.capa_alt !== undefined)
      await conferirCapa(trx, capa, capa_alt);
    const eraRascunho = Number(antes.rascunho) === 1;
    const rascunho = body.rascunho ?? eraRascunho;
    const agora = now();
    await alterarNoticiaRow(trx, id, {
      ...(body.titulo !== undefined && { titulo: body.titulo }),
      ...(body.resumo !== undefined && { resumo: body.resumo }),
      ...(body.corpo !== undefined && { corpo: body.corpo }),
      rascunho: rascunho ? 1 : 0,
      capa,
      capa_alt,
      // the first publication's date stays (a correction is not a new article)
      publicada_em: !rascunho && !antes.publicada_em ? agora : antes.publicada_em,
      atualizado_em: agora,
    });
    const acao =
      eraRascunho && !rascunho
        ? AUDIT_ACTIONS.conteudoNoticiaPublicada
        : !eraRascunho && rascunho
          ? AUDIT_ACTIONS.conteudoNoticiaDespublicada
          : AUDIT_ACTIONS.conteudoNoticiaAlterada;
    return { resultado: { id, slug: antes.slug }, acao, detalhes: `Notícia #${id}` };
  });
}

export async function removerNoticia(ctx: AppContext, quem: AuthUser, id: number) {
  await comAuditoria(ctx, quem, async (trx) => {
    if (!(await noticiaPorId(trx, id))) throw notFound(NOTICIA_NAO_ENCONTRADA);
    await removerNoticiaRow(trx, id);
    return {
      resultado: undefined,
      acao: AUDIT_ACTIONS.conteudoNoticiaRemovida,
      detalhes: `Excluiu a notícia #${id}`,
    };
  });
}

// --- job openings --------------------------------------------------------------------------------

export const hoje = (ctx: AppContext) => hojeNaEmpresa(fusoDaEmpresa(ctx.content));

export async function criarVaga(ctx: AppContext, quem: AuthUser, body: NovaVaga) {
  return comAuditoria(ctx, quem, async (trx) => {
    const agora = now();
    const { id } = await inserirVaga(trx, {
      ...body,
      aberta: body.aberta ? 1 : 0,
      criado_em: agora,
      atualizado_em: agora,
    });
    return {
      resultado: { id },
      acao: AUDIT_ACTIONS.conteudoVagaCriada,
      detalhes: `Cadastrou a vaga #${id} (${body.aberta ? 'aberta' : 'fechada'}, até ${body.encerra_em})`,
    };
  });
}

export async function alterarVaga(
  ctx: AppContext,
  quem: AuthUser,
  id: number,
  body: Partial<NovaVaga>,
) {
  await comAuditoria(ctx, quem, async (trx) => {
    if (!(await vagaPorId(trx, id))) throw notFound(VAGA_NAO_ENCONTRADA);
    const { aberta, ...resto } = body;
    await alterarVagaRow(trx, id, {
      ...resto,
      ...(aberta === undefined ? {} : { aberta: aberta ? 1 : 0 }),
      atualizado_em: now(),
    });
    const estado = aberta === undefined ? '' : aberta ? ' (aberta)' : ' (fechada)';
    return {
      resultado: undefined,
      acao: AUDIT_ACTIONS.conteudoVagaAlterada,
      detalhes: `Alterou a vaga #${id}${estado}`,
    };
  });
}

export async function removerVaga(ctx: AppContext, quem: AuthUser, id: number) {
  await comAuditoria(ctx, quem, async (trx) => {
    if (!(await vagaPorId(trx, id))) throw notFound(VAGA_NAO_ENCONTRADA);
    await removerVagaRow(trx, id);
    return {
      resultado: undefined,
      acao: AUDIT_ACTIONS.conteudoVagaRemovida,
      detalhes: `Excluiu a vaga #${id}`,
    };
  });
}
