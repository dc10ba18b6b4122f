/*
 * A feature's own calls, apart from `api` (common/paths.ts), which every screen of the portal
 * loads: only the screens that make them pay for them (docs/decisions/070-orcamento-de-script-por-tela.md).
 */

/** The company's site, edited in the portal, and the applications (docs/product/conteudo.md). */
export const apiConteudo = {
  conteudoEmpresa: '/api/conteudo/empresa',
  conteudoGaleria: '/api/conteudo/galeria',
  conteudoItemGaleria: (id: number | string) => `/api/conteudo/galeria/${id}`,
  conteudoImagens: '/api/conteudo/imagens',
  conteudoNoticias: '/api/conteudo/noticias',
  conteudoNoticia: (id: number | string) => `/api/conteudo/noticias/${id}`,
  conteudoPrevia: '/api/conteudo/previa',
  conteudoVagas: '/api/conteudo/vagas',
  conteudoVaga: (id: number | string) => `/api/conteudo/vagas/${id}`,
  /** applications: a candidate's (no login), and rh's list with each CV's signed link */
  candidaturas: '/api/candidaturas',
  adminCandidaturas: '/api/admin/candidaturas',
  curriculo: (nome: string) => `/api/admin/candidaturas/curriculos/${nome}`,
} as const;
