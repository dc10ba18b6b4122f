/**
 * The reporter's receipt: a protocol that names the case and a key that proves they filed it.
 * Both come from the operating system's CSPRNG and say nothing about the case (not its id, not
 * its time). Rules and reasons: docs/product/denuncias.md ("Acompanhamento").
 */
import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a protocol read aloud or copied by hand cannot be mistaken. */
export const PROTOCOLO_ALFABETO = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 31^10 ≈ 8·10^14 codes: collisions are rare, and a unique index refuses the one that happens. */
const PROTOCOLO_TAMANHO = 10;
const CHAVE_DIGITOS = 16;

export function novoProtocolo(): string {
  let out = '';
  for (let i = 0; i < PROTOCOLO_TAMANHO; i++) {
    out += PROTOCOLO_ALFABETO[randomInt(PROTOCOLO_ALFABETO.length)];
  }
  return out;
}

/** 16 decimal digits, without spaces: about 53 bits, never stored, only its argon2id hash. */
export function novaChave(): string {
  let out = '';
  for (let i = 0; i < CHAVE_DIGITOS; i++) out += String(randomInt(10));
  return out;
}

export const PROTOCOLO_FORMATO = new RegExp(`^[${PROTOCOLO_ALFABETO}]{${PROTOCOLO_TAMANHO}}$`);
