import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FUSO } from './e2e/fuso';
import { ARGUMENTOS, NAVEGADOR } from './e2e/navegador';

/**
 * End-to-end tests drive Debian's Chromium (CHROMIUM_PATH) against the built product, served by
 * the real server on a fresh SQLite database (or PostgreSQL with E2E_DATABASE_URL).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// A folder of its own per run, removed after it (e2e/support/fim.ts); the workers read the same
// one from the environment.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  process.env.E2E_DATA_DIR_DA_EXECUCAO = '1';
}
const dataDir = process.env.E2E_DATA_DIR;
// Chromium's sound (the voice messages' spec plays and records) goes through PulseAudio's client,
// which makes a folder for itself in the system's temp folder unless told where: in the run's.
process.env.PULSE_RUNTIME_PATH ??= path.join(dataDir, 'pulse');

export const E2E_ADMIN_PASSWORD = 'AdminInicial2026';

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/support/fim.ts',
  // Whole flows (several screens, each checked by axe, or a server of its own) on a 2-core machine.
  timeout: 90_000,
  expect: { timeout: 8_000 },
  // Three at a time on two cores: a test waiting on its server or a page's timer leaves a core to
  // another (the whole suite 4.0 min with three, 4.3–4.5 with two, 4.1 with four; 2026-11-30,
  // docs/decisions/031-testes-rapidos.md).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: FUSO,
    // Recording a trace costs Chromium about a seventh of the suite's time: CI records one only
    // when it tries a failed test again (docs/decisions/031-testes-rapidos.md).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker precaches the whole app in every new context; only the specs of the
    // installable app and the offline queue need it (they allow it themselves).
    serviceWorkers: 'block',
    // Kept on failure to be looked at locally. In CI nothing reads them (the run's output is its
    // log; a failed test's retry records a trace), and asking for them costs every passing test
    // about 250 ms at its end (docs/decisions/031-testes-rapidos.md).
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
    // Debian's headless Chromium where installed (e2e/navegador.ts)
    launchOptions: { executablePath: NAVEGADOR, args: ARGUMENTOS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node ${process.env.E2E_DIST ?? 'dist'}/server/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      WEB_DIR: `${process.env.BUILD_DIR ?? 'build'}/client`,
      // the city of a sign-in, as nginx with GeoIP would set it (e2e/aparelhos.spec.ts)
      CIDADE_HEADER: 'X-Cidade',
      LIMITS: JSON.stringify({
        contatoPerWindow: 1000,
        solicitacoesPerWindow: 1000,
        denunciasPerWindow: 1000,
        loginFailuresPerAddress: 1000,
      }),
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
