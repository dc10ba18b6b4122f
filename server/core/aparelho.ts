/**
 * The readable name of a device from its User-Agent ("Chrome no Android", "Safari no iPhone"),
 * through bowser, a small MIT parser without dependencies (docs/decisions/045-sessoes.md). Only
 * this name is kept, never the User-Agent itself.
 */
import Bowser from 'bowser';

const NAVEGADORES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Opera Touch': 'Opera',
};

const SISTEMAS: Record<string, string> = {
  macOS: 'Mac',
  'Chrome OS': 'Chromebook',
};

export const APARELHO_DESCONHECIDO = 'Aparelho desconhecido';
const MAX = 80;

export function aparelhoDe(userAgent: string | undefined): string {
  if (!userAgent) return APARELHO_DESCONHECIDO;
  const r = Bowser.parse(userAgent.slice(0, 512));
  const navegador = r.browser.name ? (NAVEGADORES[r.browser.name] ?? r.browser.name) : undefined;
  let sistema = r.os.name ? (SISTEMAS[r.os.name] ?? r.os.name) : undefined;
  // iOS names the device itself: "no iPhone", "no iPad"
  if (r.os.name === 'iOS') sistema = r.platform.model ?? 'iPhone';
  const nome = navegador
    ? sistema
      ? `${navegador} no ${sistema}`
      : navegador
    : sistema
      ? `Navegador no ${sistema}`
      : APARELHO_DESCONHECIDO;
  return nome.slice(0, MAX);
}
