/**
 * Filing a report and giving the reporter their receipt (docs/product/denuncias.md). Deliberately
 * takes no request, user or address: nothing about the sender ever reaches this code, and the
 * report is written by the reporter's boundary (anonimo.ts).
 */
import {
  mensagemNinguemLeria,
  ninguemLeria,
  type LeitorPorPapel,
} from '../../../common/denuncias.js';
import type { NovaDenuncia } from '../../../common/schemas/denuncias.js';
import type { ReciboDenuncia } from '../../../common/schemas/denuncias-acompanhamento.js';
import type { Db } from '../../db/index.js';
import { leitoresPorPapel } from '../../core/ouvidoria-acesso.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password-hashing.js';
import { gravarDenuncia } from './anonimo.js';
import { novaChave, novoProtocolo } from './credenciais.js';
import { listEquipeAtiva } from './repository.js';

/** Who reads reports today, by role only: the active accounts' kinds of reader. */
export async function leitoresDeHoje(db: Db): Promise<LeitorPorPapel[]> {
  return leitoresPorPapel(await listEquipeAtiva(db));
}

/**
 * Files a report and answers its receipt: the protocol and the key, shown to the reporter once.
 * Only the key's argon2id hash is kept; nobody can give the key back. No audit entry. A report
 * whose exclusions leave no active account able to read it is refused (409), naming who reads
 * reports today.
 */
export async function registrarDenuncia(db: Db, report: NovaDenuncia): Promise<ReciboDenuncia> {
  if (report.excluir_papeis.length > 0) {
    const leitores = await leitoresDeHoje(db);
    if (ninguemLeria(leitores, report.excluir_papeis)) {
      throw conflict(mensagemNinguemLeria(leitores));
    }
  }
  const chave = novaChave();
  const chave_hash = await hashPassword(chave);
  for (let attempt = 1; ; attempt++) {
    const protocolo = novoProtocolo();
    try {
      await gravarDenuncia(db, { ...report, protocolo, chave_hash });
      return { ok: true, protocolo, chave };
    } catch (err) {
      // 31^10 codes: a collision is rare, two in a row rarer still.
      if (!isUniqueViolation(err) || attempt === 3) throw err;
    }
  }
}
