/**
 * The Código de Conduta's limits (docs/product/conduta.md), without zod, for the publishing screen
 * (docs/decisions/070-orcamento-de-script-por-tela.md); common/schemas/conduta.ts validates.
 */
/** The longest text a version may have: a code of conduct is a few pages. */
export const TEXTO_MAX = 100_000;
/** The longest summary of what changed in a version. */
export const RESUMO_MAX = 2000;
