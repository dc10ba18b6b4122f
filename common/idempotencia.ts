/**
 * The Idempotency-Key contract between the device's waiting queue and the server
 * (docs/product/atendimentos.md, "Envio repetido: Idempotency-Key").
 */

/** The request header that names one write; a repeat within 24 h gets the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Present, `true`, on an answer given again from a key's first use. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** A key is 1 to this many visible ASCII characters (a UUID has 36). */
export const IDEMPOTENCY_KEY_MAX = 255;
/** How long the server keeps a key's answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
