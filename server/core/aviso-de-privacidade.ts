/**
 * The privacy notice `/privacidade` is pre-rendered when the web is built, with the Ouvidoria's
 * period that OUVIDORIA_RETENCAO_DIAS had then (vite.config.ts). The server erases cases after
 * the period it is started with: when the built notice states another, the public would be
 * promised what the system does not keep, so the server does not start
 * (docs/decisions/062-retencao-da-ouvidoria-configurada.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { prazoDaOuvidoria, prazoEmPalavras } from '../../common/retencao.js';
import { ConfigError } from '../config.js';

/** Whether the notice's HTML states `dias` as the Ouvidoria's period ("5 anos" is not "15 anos"). */
export function avisoDizOPrazo(html: string, dias: number): boolean {
  const texto = prazoDaOuvidoria(dias).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![0-9])${texto}`).test(html);
}

/** Throws a one-line ConfigError when `<webDir>/privacidade/index.html` states another period. */
export function conferirAvisoDePrivacidade(webDir: string, dias: number): void {
  let html: string;
  try {
    html = fs.readFileSync(path.join(webDir, 'privacidade', 'index.html'), 'utf8');
  } catch (err) {
    // no web build (an API-only server, the API tests): no notice is served
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (!avisoDizOPrazo(html, dias)) {
    throw new ConfigError(
      `Configuração inválida: OUVIDORIA_RETENCAO_DIAS ${dias} (${prazoEmPalavras(dias)}) não é o prazo do aviso de privacidade construído; rode npm run build com OUVIDORIA_RETENCAO_DIAS=${dias}`,
    );
  }
}
