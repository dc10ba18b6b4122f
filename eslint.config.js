import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/**
 * Features stand alone (docs/decisions/012-feature-isolation.md): a feature imports app-level
 * code (plugins, lib, db, components, common) but never another feature; app-level code never
 * imports a feature; `common/` imports neither side; the server and the browser never import
 * each other. Only the app's entry points (server/app.ts, web/routes) compose features.
 */
const isolationZones = [
  ...featuresOf('./server/features').map((name) => ({
    target: `./server/features/${name}`,
    from: './server/features',
    except: [`./${name}`],
    message: 'Uma feature não importa outra: mova o que é comum para server/plugins ou server/lib.',
  })),
  ...featuresOf('./web/features').map((name) => ({
    target: `./web/features/${name}`,
    from: './web/features',
    except: [`./${name}`],
    message: 'Uma feature não importa outra: mova o que é comum para web/components ou web/lib.',
  })),
  // The support feature's two halves (docs/decisions/043-atendimentos-em-duas-partes.md): the chat
  // moves the desk's clocks, the desk needs nothing of the chat but who may see a ticket.
  {
    target: './server/features/atendimentos/mesa',
    from: './server/features/atendimentos',
    except: ['./mesa', './policy.ts'],
    message: 'A mesa não importa a conversa: o que ela precisa da conversa chega por parâmetro.',
  },
  {
    target: [
      './server/core',
      './server/plugins',
      './server/lib',
      './server/db',
      './server/context.ts',
    ],
    from: './server/features',
    message: 'Código da aplicação não depende de uma feature.',
  },
  {
    target: ['./web/components', './web/lib'],
    from: ['./web/features', './web/routes'],
    message: 'Código da aplicação não depende de uma feature.',
  },
  { target: './web/features', from: './web/routes', message: 'Features não importam rotas.' },
  { target: './common', from: ['./server', './web'], message: 'common/ serve aos dois lados.' },
  { target: './server', from: './web', message: 'O servidor não importa o navegador.' },
  { target: './web', from: './server', message: 'O navegador não importa o servidor.' },
];

/**
 * Columns only their module in server/core reads (server/db/index.ts, `ColunasProtegidas`), each
 * with the pattern that finds it in a text: `prazo`, a common word, only after its table's name
 * or the lists' alias.
 */
const COLUNAS_PROTEGIDAS = [
  ['excluir_papeis', 'excluir_papeis'],
  ['lido_ate_colaborador', 'lido_ate_colaborador'],
  ['primeira_resposta_ate', 'primeira_resposta_ate'],
  ['resolucao_ate', 'resolucao_ate'],
  ['risco_em', 'risco_em'],
  ['prazo', '(?:atendimentos|a)\\.prazo'],
];
/** Tables only their module in server/core reads (server/db/index.ts, `TabelasProtegidas`). */
const TABELAS_PROTEGIDAS = ['sessoes'];

/**
 * Datas na empresa: a date the product writes out is read in a named time zone, the company's
 * for the screens (web/lib/datas.ts), never in the device's or the server's own, so a ticket's
 * opening and its due time read alike on every phone. Refused, as written in the code:
 * toLocaleDateString and toLocaleTimeString, a toLocaleString with date or time options or of a
 * `new Date(…)`, and `new Intl.DateTimeFormat(…)`, each without a `timeZone` property in the call;
 * and toDateString. Not seen by it: a Date's getters (getHours…), options passed in a variable, a
 * toLocaleString of a Date variable with no options (a number's is the same call).
 */
const SEM_FUSO =
  ':not(:has(Property[key.name="timeZone"])):not(:has(Property[key.value="timeZone"]))';
const MENSAGEM_DO_FUSO =
  'Datas são escritas no fuso da empresa: use web/lib/datas.ts ou dê timeZone aqui mesmo.';
const DATAS_NA_EMPRESA = [
  `CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]${SEM_FUSO}`,
  `CallExpression[callee.property.name="toLocaleString"]:has(Property[key.name=/^(dateStyle|timeStyle|year|month|day|weekday|hour|minute|second)$/])${SEM_FUSO}`,
  `CallExpression[callee.property.name="toLocaleString"][callee.object.type="NewExpression"][callee.object.callee.name="Date"]${SEM_FUSO}`,
  `NewExpression[callee.object.name="Intl"][callee.property.name="DateTimeFormat"]${SEM_FUSO}`,
  'CallExpression[callee.property.name="toDateString"]',
].map((selector) => ({ selector, message: MENSAGEM_DO_FUSO }));
/**
 * A write's answer goes into TanStack Query's cache through respostaNoCache, which first cancels
 * a read of the same key already on its way (web/lib/resposta-no-cache.ts): landing after the
 * write, that read would put the old value back on the screen.
 */
const RESPOSTA_NO_CACHE = [
  {
    selector: 'Property[key.name="onSuccess"] CallExpression[callee.property.name="setQueryData"]',
    message:
      'A resposta de uma escrita entra no cache por respostaNoCache (web/lib/resposta-no-cache.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '.work',
      'node_modules',
      'dist',
      'build',
      'data',
      '.react-router',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'web/**/*.ts', 'web/**/*.tsx', 'common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: isolationZones }],
      // import circles: this rule skips type imports; scripts/ciclos.test.ts counts them too
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...DATAS_NA_EMPRESA, ...RESPOSTA_NO_CACHE] },
  },
  {
    // Protected columns (docs/decisions/080-colunas-protegidas.md): the features' database type has
    // none of them; the whole one is for server/core and the operations, and a raw SQL text naming
    // one is refused where the types cannot look.
    files: ['server/features/**/*.ts', 'server/plugins/**/*.ts', 'server/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/completo.js'],
              message: 'Colunas protegidas são lidas só pelo seu módulo em server/core.',
            },
            {
              group: ['**/db/schema.js'],
              importNames: ['Database'],
              message: 'Use DatabaseDasFeatures (server/db/index.ts): sem as colunas protegidas.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...COLUNAS_PROTEGIDAS.flatMap(([coluna, padrao]) => [
          {
            selector: `Literal[value=/\\b${padrao}\\b/]`,
            message: `A coluna ${coluna} é lida só pelo seu módulo em server/core.`,
          },
          {
            selector: `TemplateElement[value.raw=/\\b${padrao}\\b/]`,
            message: `A coluna ${coluna} é lida só pelo seu módulo em server/core.`,
          },
        ]),
        ...TABELAS_PROTEGIDAS.flatMap((tabela) => [
          {
            selector: `TemplateElement[value.raw=/\\b(from|into|update|join)\\s+"?${tabela}\\b/i]`,
            message: `A tabela ${tabela} é lida só pelo seu módulo em server/core.`,
          },
          {
            selector: `CallExpression[callee.property.name=/^(table|id|raw|ref)$/] > Literal[value=/^"?${tabela}\\b/]`,
            message: `A tabela ${tabela} é lida só pelo seu módulo em server/core.`,
          },
        ]),
        // this list replaces the dates' block's for these files: its selectors again
        ...DATAS_NA_EMPRESA,
      ],
    },
  },
  {
    // Playwright fixtures declare their dependencies with an object pattern, empty when none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The screens take types from the zod schemas, values from common/*.ts: a value import
      // would bring the validation library (22 KB compressed) into the browser
      // (docs/decisions/070-orcamento-de-script-por-tela.md).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/common/schemas/*', '!**/common/schemas/contato-options', 'zod', 'zod/*'],
              allowTypeImports: true,
              message:
                'Nas telas, só tipos dos esquemas do zod; valores vêm de common/*.ts (docs/decisions/070-orcamento-de-script-por-tela.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // What the public pages load (the site, the shell, the root, the shared code): an Intl
    // formatter made as the module loads costs every page's start-up (a time zone's data: a fifth
    // of it on a slow phone) even where no date is shown; make it on first use
    // (docs/decisions/070-orcamento-de-script-por-tela.md, "Later: the public pages' start-up").
    files: [
      'web/features/site/**/*.{ts,tsx}',
      'web/components/**/*.{ts,tsx}',
      'web/lib/**/*.{ts,tsx}',
      'web/content/**/*.{ts,tsx}',
      'web/root.tsx',
      'common/**/*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
          message:
            'Crie o formatador Intl no primeiro uso, não ao carregar o módulo (docs/decisions/070-orcamento-de-script-por-tela.md).',
        },
        // this list replaces the dates' block's for these files: its selectors again
        ...DATAS_NA_EMPRESA,
        ...RESPOSTA_NO_CACHE,
      ],
    },
  },
  {
    // The painter of the site's pictures runs in parts that share one page's globals
    // (scripts/media/build-media.mjs): a name one part defines, a later part uses.
    files: ['scripts/media/paint/*.js'],
    languageOptions: { sourceType: 'script' },
    rules: {
      'no-undef': 'off',
      'no-redeclare': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
);
