// `npm test`: a production build, then unit and API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set; some start the built server), then end-to-end tests in headless Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium não encontrado em ${chromium}. Instale com: apt-get install chromium (ou defina CHROMIUM_PATH).`,
  );
  process.exit(1);
}
try {
  run('npm run build');
  run('npx vitest run');
  run('npx playwright test');
} catch {
  process.exit(1);
}
