/**
 * The site's content: the values the editor's screens share with the server, without zod (the
 * screens load no schema library: docs/decisions/070-orcamento-de-script-por-tela.md). The
 * schemas (common/schemas/conteudo.ts) re-export them.
 */

/** A news item's body, in characters of Markdown. */
export const CORPO_MAX = 50_000;

export const TIPOS_DE_VAGA = ['efetivo', 'safra', 'temporario', 'estagio', 'aprendiz'] as const;
export const ROTULO_DO_TIPO_DE_VAGA: Record<(typeof TIPOS_DE_VAGA)[number], string> = {
  efetivo: 'Efetivo (CLT)',
  safra: 'Contrato de safra',
  temporario: 'Temporário',
  estagio: 'Estágio',
  aprendiz: 'Jovem aprendiz',
};

/** Where a gallery item is shown: the About page's gallery or one of the Activities grids. */
export const SECOES_DA_GALERIA = ['sobre', 'atividades'] as const;
/** The Activities page has two grids: which one a photo of `atividades` belongs to. */
export const GRUPOS_DE_ATIVIDADES = ['pecuaria', 'agricultura'] as const;

export const ALT_OBRIGATORIO =
  'Descreva a foto no texto alternativo: é o que ouve quem não pode vê-la.';
export const CAPA_SEM_ALT = 'Uma notícia com capa precisa do texto alternativo da capa.';
