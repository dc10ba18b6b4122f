/**
 * Roughly where a device signed in (docs/product/conta.md, "Aparelhos conectados"): the city a
 * trusted reverse proxy (nginx with GeoIP, for one) writes into the request header named by
 * CIDADE_HEADER. Only this string is kept, never the address. Without the setting, nothing of
 * place is read, whatever headers a client sends.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Origem } from './sessoes.js';

const MAX = 80;

/**
 * Node reads header bytes as Latin-1: a proxy sending "São Paulo" in UTF-8 arrives as
 * "SÃ£o Paulo". Its bytes are read again as UTF-8 when they are valid UTF-8; a percent-encoded
 * value ("S%C3%A3o%20Paulo") is decoded.
 */
function texto(bruto: string): string {
  if (/%[0-9a-f]{2}/i.test(bruto)) {
    try {
      return decodeURIComponent(bruto);
    } catch {
      return bruto;
    }
  }
  const bytes = Buffer.from(bruto, 'latin1');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bruto;
  }
}

/** The city from the header `nome` (lowercase) of `headers`, or null. */
export function cidadeDe(headers: IncomingHttpHeaders, nome: string | undefined): string | null {
  if (!nome) return null;
  const valor = headers[nome];
  const bruto = Array.isArray(valor) ? valor[0] : valor;
  if (!bruto) return null;
  const limpo = texto(bruto)
    // control characters and separators out; letters of any language, spaces, hyphens, dots stay
    .replace(/[\p{C}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX)
    .trim();
  // GeoIP's "unknown" placeholders, and anything with no letter at all (an address, a number)
  if (!/\p{L}/u.test(limpo) || /^(-|unknown|desconhecid[ao])$/i.test(limpo)) return null;
  if (limpo.includes(':') && /^[0-9a-f:.]+$/i.test(limpo)) return null; // an IPv6 address
  return limpo;
}

/** Where a sign-in request comes from, as a new session records it (server/core/sessoes.ts). */
export const origemDe = (
  headers: IncomingHttpHeaders,
  cidadeHeader: string | undefined,
): Origem => ({
  userAgent: headers['user-agent'],
  cidade: cidadeDe(headers, cidadeHeader),
});
