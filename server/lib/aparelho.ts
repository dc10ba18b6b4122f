/**
 * A readable name for the browser a request came from ("Chrome no Android"), for the lists of
 * one's devices: only the browser's family and the system, never the whole User-Agent.
 */
const NAVEGADORES: [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SISTEMAS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

export function nomeDoAparelho(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const navegador = NAVEGADORES.find(([re]) => re.test(ua))?.[1];
  const sistema = SISTEMAS.find(([re]) => re.test(ua))?.[1];
  if (navegador && sistema) return `${navegador} no ${sistema}`;
  return navegador ?? (sistema ? `Navegador no ${sistema}` : 'Navegador desconhecido');
}
