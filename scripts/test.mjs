// `npm test`: a production build, then unit and API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set; some start the built server), then end-to-end tests in headless Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium não encontrado em ${chromium}. Instale com: apt-get install chromium (ou defina CHROMIUM_PATH).`,
  );
  process.exit(1);
}
// Playwright keeps the specs it compiled in the system's temp folder unless told another place:
// node_modules' cache, as the type check and lint do (docs/decisions/031-testes-rapidos.md).
process.env.PLAYWRIGHT_TRANSFORM_CACHE_DIR ??= path.resolve('node_modules/.cache/playwright');
try {
  run('npm run build');
  run('npx vitest run');
  run('npx playwright test');
} catch {
  process.exit(1);
}
