/**
 * Filing a report and giving the reporter their receipt (docs/product/denuncias.md). Deliberately
 * takes no request, user or address: nothing about the sender ever reaches this code.
 */
import type { NovaDenuncia } from '../../../common/schemas/denuncias.js';
import type { ReciboDenuncia } from '../../../common/schemas/denuncias-acompanhamento.js';
import type { Db } from '../../db/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword } from '../../lib/password-hashing.js';
import { novaChave, novoProtocolo } from './credenciais.js';
import { insertDenuncia } from './repository.js';

/**
 * The time a report is filed, kept only to the hour. Report ids are sequential and shown to
 * staff, so every report (named ones too) is kept to the hour: a precise time on a named report
 * would otherwise bound the time of the anonymous one filed just before or after it. The
 * reporter's later messages and evidence are kept to the hour too.
 */
export function horaDaDenuncia(at: Date = new Date()): string {
  const hour = new Date(at.getTime());
  hour.setUTCMinutes(0, 0, 0);
  return hour.toISOString();
}

/**
 * Files a report and answers its receipt: the protocol and the key, shown to the reporter once.
 * Only the key's argon2id hash is kept; nobody can give the key back. No audit entry.
 */
export async function registrarDenuncia(db: Db, report: NovaDenuncia): Promise<ReciboDenuncia> {
  const chave = novaChave();
  const chave_hash = await hashPassword(chave);
  for (let attempt = 1; ; attempt++) {
    const protocolo = novoProtocolo();
    try {
      await insertDenuncia(db, { ...report, protocolo, chave_hash, criado_em: horaDaDenuncia() });
      return { ok: true, protocolo, chave };
    } catch (err) {
      // 31^10 codes: a collision is rare, two in a row rarer still.
      if (!isUniqueViolation(err) || attempt === 3) throw err;
    }
  }
}
