/**
 * The lint's restrictions (`no-restricted-syntax`, `no-restricted-imports`) as configured for a
 * file of the repository (eslint.config.js), run on a text: for tests that plant a way round a
 * rule and expect it refused. Only these rules run (the import graph's rules would take seconds).
 */
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';

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
