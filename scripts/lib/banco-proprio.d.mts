/** Types of banco-proprio.mjs, for the TypeScript tests that use it. */
export function criarBancoProprio(
  base: string,
  prefixo: string,
  modelo?: string,
): Promise<{ url: string; drop(): Promise<void> }>;
