/**
 * A package loaded by its first use instead of at the process's start, for the ones that most
 * processes never use: the PostgreSQL driver on SQLite, e-mail without SMTP_URL, push before the
 * first subscription, WebAuthn before the first passkey. Each costs the resident memory of its
 * code whether it runs or not (docs/decisions/085-pacotes-quando-usados.md).
 */
import { createRequire } from 'node:module';

const requerer = createRequire(import.meta.url);

/** `nome` (a CommonJS package) typed as `T`, loaded at the first call, the same after it. */
export function quandoUsado<T>(nome: string): () => T {
  let modulo: T | undefined;
  return () => (modulo ??= requerer(nome) as T);
}
