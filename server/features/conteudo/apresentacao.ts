/** Rows of the site's content as the API answers them (common/schemas/conteudo.ts). */
import { DateTime } from 'luxon';
import type {
  ImagemDoSite,
  ItemDaGaleria,
  Noticia,
  Vaga,
} from '../../../common/schemas/conteudo.js';
import type { SiteGaleriaTable, SiteVagasTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import type { NoticiaLida } from './repository.js';

export function itemApresentado(r: Selectable<SiteGaleriaTable>): ItemDaGaleria {
  return {
    id: r.id,
    secao: r.secao as ItemDaGaleria['secao'],
    grupo: r.grupo as ItemDaGaleria['grupo'],
    tipo: r.tipo as ItemDaGaleria['tipo'],
    titulo: r.titulo,
    texto_alternativo: r.texto_alternativo,
    ordem: Number(r.ordem),
    visivel: Number(r.visivel) === 1,
    imagem: JSON.parse(r.imagem) as ImagemDoSite,
    video: r.video ? (JSON.parse(r.video) as ItemDaGaleria['video']) : null,
    atualizado_em: r.atualizado_em,
  };
}

export function noticiaApresentada(r: NoticiaLida): Noticia {
  return {
    id: r.id,
    slug: r.slug,
    titulo: r.titulo,
    resumo: r.resumo,
    corpo: r.corpo,
    rascunho: Number(r.rascunho) === 1,
    capa: r.capa,
    capa_alt: r.capa_alt,
    capa_imagem: r.capa_imagem ? (JSON.parse(r.capa_imagem) as ImagemDoSite) : null,
    publicada_em: r.publicada_em,
    criado_em: r.criado_em,
    atualizado_em: r.atualizado_em,
  };
}

/** Today in the company's time zone, YYYY-MM-DD: the day an opening's `encerra_em` is read in. */
export const hojeNaEmpresa = (fuso: string, agora = Date.now()) =>
  DateTime.fromMillis(agora, { zone: fuso }).toISODate()!;

export function vagaApresentada(r: Selectable<SiteVagasTable>, hoje: string): Vaga {
  const aberta = Number(r.aberta) === 1;
  return {
    id: r.id,
    titulo: r.titulo,
    local: r.local,
    tipo: r.tipo as Vaga['tipo'],
    descricao: r.descricao,
    requisitos: r.requisitos,
    aberta,
    encerra_em: r.encerra_em,
    publica: aberta && r.encerra_em >= hoje,
    criado_em: r.criado_em,
    atualizado_em: r.atualizado_em,
  };
}
