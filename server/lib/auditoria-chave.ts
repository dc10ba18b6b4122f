/**
 * The key that seals the audit chain (docs/decisions/024-auditoria-encadeada.md): AUDITORIA_CHAVE
 * when given; otherwise a key generated on first use and kept in DATA_DIR, like the JWT secret
 * (server/lib/tokens.ts). Whoever can write the database but not read this key cannot recompute a
 * valid chain after an edit.
 *
 * A database handle carries its key (server/db/index.ts); a write is finished with it
 * (server/core/fim-da-escrita.ts takes the handle).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ARQUIVO_DA_CHAVE = 'auditoria-chave';

export class ChaveDaAuditoriaAusente extends Error {}

/** The key text: configured, or read from (with `criar`, first written to) DATA_DIR. */
export function resolverChaveDaAuditoria(
  configurada: string | undefined,
  dataDir: string,
  criar: boolean,
): string {
  if (configurada) return configurada;
  const file = path.join(dataDir, ARQUIVO_DA_CHAVE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    if (!criar) {
      throw new ChaveDaAuditoriaAusente(
        `Chave da auditoria não encontrada: defina AUDITORIA_CHAVE ou o DATA_DIR do servidor (${file}).`,
      );
    }
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const chave = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, chave, { mode: 0o600, flag: 'wx' });
    return chave;
  } catch {
    // another process wrote it first
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/** What a database handle knows of its audit chain: (lazily) its key. */
export class SeloDaAuditoria {
  private chaveLida: Buffer | undefined;
  private identificacaoLida: string | undefined;

  constructor(
    private readonly configurada: string | undefined,
    private readonly dataDir: string,
  ) {}

  /** The key; generated in DATA_DIR the first time the product writes the log, when unset. */
  chave(criar = true): Buffer {
    this.chaveLida ??= Buffer.from(
      resolverChaveDaAuditoria(this.configurada, this.dataDir, criar),
      'utf8',
    );
    return this.chaveLida;
  }

  /** A short public name of the key, kept with the chain: a different key is told at once. */
  identificacao(criar = true): string {
    this.identificacaoLida ??= crypto
      .createHmac('sha256', this.chave(criar))
      .update('identificação da chave')
      .digest('hex')
      .slice(0, 16);
    return this.identificacaoLida;
  }
}
