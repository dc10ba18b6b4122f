/**
 * After the run: the test server's data folder goes when this run made it (playwright.config.ts),
 * so nothing is left in the system's temp folder. A folder given in E2E_DATA_DIR stays.
 */
import fs from 'node:fs';

export default function fim(): void {
  const pasta = process.env.E2E_DATA_DIR;
  if (pasta && process.env.E2E_DATA_DIR_DA_EXECUCAO === '1') {
    fs.rmSync(pasta, { recursive: true, force: true });
  }
}
