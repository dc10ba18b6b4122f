/**
 * Ids that say nothing about when a row was written: drawn at random instead of from a sequence,
 * for the tables where a reporter's rows sit beside the staff's (docs/product/ouvidoria-ameacas.md).
 * 2^20 to 2^48: never a small id an old sequence handed out, always a safe JavaScript integer.
 */
import { randomInt } from 'node:crypto';

export const idAleatorio = (): number => randomInt(2 ** 20, 2 ** 48 - 1);
