/**
 * The lint's restrictions (`no-restricted-syntax`, `no-restricted-imports`) as configured for a
 * file of the repository (eslint.config.js), run on a text: for tests that plant a way round a
 * rule and expect it refused. Only these rules run (the import graph's rules would take seconds).
 */
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect, it } from 'vitest';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: RAIZ });

/** The restriction rules that refuse `texto` as the file `arquivo` (relative to the repository). */
export async function restricoes(texto: string, arquivo: string): Promise<string[]> {
  const caminho = path.join(RAIZ, arquivo);
  const config = (await eslint.calculateConfigForFile(caminho)) as Linter.Config;
  const regras = Object.fromEntries(
    Object.entries(config.rules ?? {}).filter(([nome]) => nome.startsWith('no-restricted-')),
  );
  return new Linter({ cwd: RAIZ })
    .verify(
      texto,
      [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: regras }],
      caminho,
    )
    .map((m) => m.ruleId ?? m.message);
}

/**
 * The two tests of the ways round a protected rule that only lint can see: each of `textos` is
 * refused as a file of the feature `naFeature`, and the one named `doDono` passes as a file of
 * server/core, where the rule's module lives — so the check can tell them apart.
 */
export function lintRecusa(
  textos: Readonly<Record<string, string>>,
  arquivos: { naFeature: string; doDono: string },
): void {
  // the first call loads the lint's configuration and its plugins: seconds
  it('lint refuses each text the types cannot see', { timeout: 60_000 }, async () => {
    for (const [nome, texto] of Object.entries(textos)) {
      const regras = await restricoes(texto, arquivos.naFeature);
      expect(
        regras.filter((r) => r.startsWith('no-restricted-')),
        nome,
      ).not.toEqual([]);
    }
  });

  it('the same text passes in server/core, where the rule lives', async () => {
    const texto = textos[arquivos.doDono];
    expect(texto, arquivos.doDono).toBeDefined();
    expect(await restricoes(texto!, 'server/core/tentativa.ts')).toEqual([]);
  });
}
