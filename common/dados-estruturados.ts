/**
 * schema.org data for search engines and job boards (docs/product/conteudo.md): a news item as
 * `NewsArticle`, an opening as `JobPosting` (`validThrough` its closing day). Shared by the pages
 * and the tests; written into a page as a JSON-LD data block with `jsonLdSeguro`.
 */
import type { Empresa, Noticia, Vaga } from './schemas/conteudo.js';

const TIPO_DE_EMPREGO: Record<Vaga['tipo'], string> = {
  efetivo: 'FULL_TIME',
  safra: 'TEMPORARY',
  temporario: 'TEMPORARY',
  estagio: 'INTERN',
  aprendiz: 'OTHER',
};

const organizacao = (empresa: Empresa, base: string) => ({
  '@type': 'Organization',
  name: empresa.name,
  legalName: empresa.legalName,
  url: `${base}/`,
  sameAs: [empresa.social.linkedin, empresa.social.instagram],
});

export function newsArticle(noticia: Noticia, empresa: Empresa, base: string) {
  const capa = noticia.capa_imagem;
  const imagem = capa?.tipo === 'enviada' ? [`${base}${capa.grande}`] : [`${base}/og-image.png`];
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: noticia.titulo,
    description: noticia.resumo,
    datePublished: noticia.publicada_em,
    dateModified: noticia.atualizado_em,
    url: `${base}/noticias/${noticia.slug}`,
    mainEntityOfPage: `${base}/noticias/${noticia.slug}`,
    image: imagem,
    author: organizacao(empresa, base),
    publisher: organizacao(empresa, base),
  };
}

export function jobPosting(vaga: Vaga, empresa: Empresa, base: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vaga.titulo,
    description: `${vaga.descricao}\n\nRequisitos: ${vaga.requisitos}`,
    datePosted: vaga.criado_em.slice(0, 10),
    validThrough: vaga.encerra_em,
    employmentType: TIPO_DE_EMPREGO[vaga.tipo],
    hiringOrganization: organizacao(empresa, base),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: vaga.local,
        addressRegion: empresa.address.state,
        addressCountry: 'BR',
      },
    },
    directApply: true,
    url: `${base}/trabalhe-conosco#vaga-${vaga.id}`,
  };
}

/** JSON fit to sit inside `<script type="application/ld+json">`: no `<` can end the block. */
export const jsonLdSeguro = (dados: unknown) =>
  JSON.stringify(dados)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
