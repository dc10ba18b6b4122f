/** Types of banco-proprio.mjs, for the TypeScript tests that use it. */
export function criarBancoProprio(
  base: string,
  prefixo: string,
  modelo?: string,
): Promise<{ url: string; drop(): Promise<void> }>;

/** Drops every database whose name starts with `prefixo_` (a test run's, once it has ended). */
export function apagarBancosDoPrefixo(base: string, prefixo: string): Promise<void>;
