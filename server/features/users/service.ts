import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Actor } from '../audit/repository.js';
import { withAudit } from '../audit/repository.js';
import { conflict } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { ROLE_LABELS, type Role } from '../../../common/roles.js';
import { insertUser, isLoginTaken } from './repository.js';
import { AUDIT_ACTIONS } from '../../../common/audit.js';

export const LOGIN_TAKEN = 'Este login já está em uso.';

/**
 * Creates a user whose password was chosen by someone else: it is temporary, so the user must
 * change it at the first login.
 */
export async function createUser(
  db: Kysely<Database>,
  actor: Actor | null,
  input: { nome: string; login: string; senha: string; role: Role },
) {
  if (await isLoginTaken(db, input.login)) throw conflict(LOGIN_TAKEN);
  const senhaHash = await hashPassword(input.senha);
  try {
    return await withAudit(db, async (trx) => {
      const user = await insertUser(trx, { ...input, senhaHash, primeiroLogin: true });
      return {
        result: user,
        audit: {
          actor,
          acao: AUDIT_ACTIONS.cadastro,
          detalhes: `Cadastrou ${user.nome} (${user.login}) com o cargo ${ROLE_LABELS[user.role]}`,
        },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(LOGIN_TAKEN);
    throw err;
  }
}
