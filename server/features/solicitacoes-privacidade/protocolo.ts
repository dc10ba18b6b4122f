/**
 * A visitor's protocol (docs/decisions/048-solicitacoes-de-privacidade.md): "LGPD-" and twelve
 * characters from the operating system's CSPRNG, in an alphabet without 0/O or 1/I/L, so it can be
 * read over the phone. It names the request to the encarregado; it says nothing of the request
 * (not its id, not its time) and opens nothing on its own.
 */
import { randomInt } from 'node:crypto';

const ALFABETO = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 31^12 ≈ 7.9·10^17: a unique index refuses the rare collision, and it is drawn again. */
const TAMANHO = 12;

export function novoProtocolo(): string {
  let out = '';
  for (let i = 0; i < TAMANHO; i++) {
    if (i > 0 && i % 4 === 0) out += '-';
    out += ALFABETO[randomInt(ALFABETO.length)];
  }
  return `LGPD-${out}`;
}

export const PROTOCOLO_FORMATO = /^LGPD-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
