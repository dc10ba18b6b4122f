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
