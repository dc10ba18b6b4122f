/**
 * Which Chromium the specs drive (docs/decisions/065-chromium-sem-interface.md): Debian's headless
 * build where installed, otherwise the whole browser. A spec about the browser's own interface
 * (a permission it asks for, the passkeys it offers in a field) drives the whole browser, since
 * the headless build has no such interface and answers at once.
 */
import fs from 'node:fs';

const SEM_INTERFACE = '/usr/lib/chromium/chromium-headless-shell';
export const COMPLETO = process.env.CHROMIUM_COMPLETO ?? '/usr/bin/chromium';

/** CHROMIUM_PATH, when set, names the browser of every spec. */
export const NAVEGADOR =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(SEM_INTERFACE) ? SEM_INTERFACE : COMPLETO);

export const ARGUMENTOS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `test.use(comInterface)`: the spec drives the whole browser. */
export const comInterface = {
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? COMPLETO, args: ARGUMENTOS },
};
