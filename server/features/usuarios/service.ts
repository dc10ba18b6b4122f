/** User management (Gestão de Usuários): docs/product/usuarios.md. */
import type { AppContext } from '../../context.js';
import { findUsuarioById, setPassword } from '../../core/accounts.js';
import type { Actor, NewAuditEntry } from '../../core/audit.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { encerrarSessoes } from '../../core/sessoes.js';
import { removerPasskeys } from '../../core/passkeys.js';
import { anonimizarPessoa, loginAnonimo, SENHA_INUTILIZADA } from '../../core/anonimizacao.js';
import { definirAcesso, type LeitorDeCasos } from '../../core/ouvidoria-acesso.js';
import { now, type Db, type DbHandle } from '../../db/index.js';
import type { UsuarioRow } from '../../db/schema.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword } from '../../lib/password-hashing.js';
import { ROLE_LABELS, type Role } from '../../../common/roles.js';
import { normalizeLogin } from '../../../common/schemas/fields.js';
import {
  EMAIL_EM_USO,
  type CreateUserBody,
  type UpdateUserBody,
} from '../../../common/schemas/usuarios.js';
import {
  countActiveAdmins,
  deleteUser,
  endSessions,
  insertUser,
  isEmailTaken,
  isLoginTaken,
  lockUserManagement,
  updateUser,
} from './repository.js';
import {
  canAnonimizar,
  canCreate,
  canDelete,
  canEncerrarSessoes,
  canResetPassword,
  canUpdate,
  naoAnonimizada,
  type PolicyActor,
  type Refusal,
} from './policy.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';

const LOGIN_TAKEN = 'Este login já está em uso.';

/**
 * Creates a user whose password was chosen by someone else: it is temporary, so the user must
 * change it at the first login.
 */
export async function createUser(
  handle: DbHandle,
  actor: (Actor & LeitorDeCasos) | null,
  input: { nome: string; login: string; senha: string; role: Role; email?: string | null },
) {
  const { db } = handle;
  if (await isLoginTaken(db, input.login)) throw conflict(LOGIN_TAKEN);
  if (input.email && (await isEmailTaken(db, input.email))) throw conflict(EMAIL_EM_USO);
  const senhaHash = await hashPassword(input.senha);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        ...input,
        senhaHash,
        primeiroLogin: true,
        acesso: definirAcesso(
          { papeis_gestores: '', acesso_definido: '[]' },
          actor,
          'cadastro',
          now(),
        ),
      });
      await concluir(trx, handle, {
        auditoria: [
          {
            actor,
            acao: AUDIT_ACTIONS.cadastro,
            detalhes: `Cadastrou ${user.nome} (${user.login}) com o cargo ${ROLE_LABELS[user.role]}`,
          },
        ],
      });
      return user;
    });
  } catch (err) {
    throw duplicado(err);
  }
}

/** A unique violation raced past the checks: which of the two keys it was. */
function duplicado(err: unknown): unknown {
  if (!isUniqueViolation(err)) return err;
  return conflict(/email/i.test(String((err as Error).message)) ? EMAIL_EM_USO : LOGIN_TAKEN);
}

const USER_NOT_FOUND = 'Usuário não encontrado.';

type ManagerActor = Actor & PolicyActor & LeitorDeCasos;

function enforce(refusal: Refusal | null): void {
  if (refusal) throw new HttpError(refusal.status, refusal.message);
}

const who = (u: { nome: string; login: string }) => `${u.nome} (${u.login})`;

export async function getUser(db: Db, id: number): Promise<UsuarioRow> {
  const user = await findUsuarioById(db, id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** Whether the account was anonymised: its password is the one no login opens. */
export const anonimizada = (u: Pick<UsuarioRow, 'senha_hash'>) =>
  u.senha_hash === SENHA_INUTILIZADA;

const alvo = (u: UsuarioRow) => ({ ...u, anonimizado: anonimizada(u) });

const LOGIN_ANONIMO_EM_USO = (login: string) =>
  `O login "${login}" já é de outra conta: altere aquele login antes de anonimizar esta.`;

/**
 * Anonymises a former employee's account (docs/product/privacidade.md, "Anonimização"): admin
 * only (the route's permission), an inactive account only. The account keeps its id; every table
 * of the registry of personal data is treated as its feature declared (server/core/anonimizacao.ts).
 * Audited by id: the entry names no one.
 */
export async function anonimizarUsuario(
  ctx: AppContext,
  actor: ManagerActor,
  id: number,
): Promise<UsuarioRow> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockUserManagement(trx, ctx.dbHandle.dialect);
    const target = await getUser(trx, id);
    enforce(canAnonimizar(alvo(target)));
    if (await isLoginTaken(trx, loginAnonimo(id), id)) {
      throw conflict(LOGIN_ANONIMO_EM_USO(loginAnonimo(id)));
    }
    await anonimizarPessoa(trx, ctx.dadosPessoais, {
      id,
      login_normalizado: target.login_normalizado,
    });
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        { actor, acao: AUDIT_ACTIONS.usuarioAnonimizado, detalhes: `Anonimizou a conta #${id}` },
      ],
    });
    return getUser(trx, id);
  });
}

/** Gestão de Usuários → Novo Usuário: admin, or rh for any role but admin. */
export async function createManagedUser(
  handle: DbHandle,
  actor: ManagerActor,
  input: CreateUserBody,
) {
  enforce(canCreate(actor, input.role));
  return createUser(handle, actor, input);
}

/**
 * Changes nome, login, role and, when sent, status. One audit entry per kind of change, in
 * the change's transaction: usuario_alterado for data, usuario_desativado or
 * usuario_reativado for status. Deactivating also ends the user's tokens, so a later
 * reactivation does not revive a session opened before.
 */
export async function updateManagedUser(
  ctx: AppContext,
  actor: ManagerActor,
  id: number,
  input: UpdateUserBody,
): Promise<UsuarioRow> {
  if (await isLoginTaken(ctx.db, input.login, id)) throw conflict(LOGIN_TAKEN);
  if (input.email && (await isEmailTaken(ctx.db, input.email, id))) throw conflict(EMAIL_EM_USO);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await lockUserManagement(trx, ctx.dbHandle.dialect);
      const target = await getUser(trx, id);
      enforce(naoAnonimizada(alvo(target)));
      const next = {
        nome: input.nome,
        login: input.login,
        role: input.role,
        status_usuario: input.status_usuario ?? target.status_usuario,
        email: input.email === undefined ? target.email : input.email,
      };
      enforce(canUpdate(actor, target, next, await countActiveAdmins(trx)));

      const changes: string[] = [];
      if (next.nome !== target.nome) changes.push(`nome de "${target.nome}" para "${next.nome}"`);
      if (next.login !== target.login) {
        changes.push(`login de "${target.login}" para "${next.login}"`);
      }
      if (next.role !== target.role) {
        changes.push(`cargo de ${ROLE_LABELS[target.role]} para ${ROLE_LABELS[next.role]}`);
      }
      if (next.email !== target.email) {
        changes.push(
          `e-mail de ${target.email ? `"${target.email}"` : '(nenhum)'} para ${next.email ? `"${next.email}"` : '(nenhum)'}`,
        );
      }
      const statusChanged = next.status_usuario !== target.status_usuario;
      if (changes.length === 0 && !statusChanged) return target;

      const updated = await updateUser(trx, id, {
        nome: next.nome,
        login: next.login,
        login_normalizado: normalizeLogin(next.login),
        role: next.role,
        status_usuario: next.status_usuario,
        email: next.email,
        // a new role or a new address for the account's notices is access its manager set
        ...(next.role !== target.role || next.email !== target.email
          ? definirAcesso(target, actor, next.role !== target.role ? 'papel' : 'email', now())
          : {}),
      });
      if (!updated) throw notFound(USER_NOT_FOUND);
      const auditoria: NewAuditEntry[] = [];
      if (changes.length > 0) {
        auditoria.push({
          actor,
          acao: AUDIT_ACTIONS.usuarioAlterado,
          detalhes: `Alterou ${who(target)}: ${changes.join('; ')}`,
        });
      }
      if (statusChanged) {
        const deactivated = next.status_usuario === 'inativo';
        const chaves = deactivated ? await removerPasskeys(trx, id) : 0;
        if (deactivated) await endSessions(trx, id);
        auditoria.push({
          actor,
          acao: deactivated ? AUDIT_ACTIONS.usuarioDesativado : AUDIT_ACTIONS.usuarioReativado,
          detalhes: `${deactivated ? 'Desativou' : 'Reativou'} ${who(updated)}${chavesRemovidas(chaves)}`,
        });
      }
      await concluir(trx, ctx.dbHandle, { auditoria });
      return (await findUsuarioById(trx, id)) ?? updated;
    });
  } catch (err) {
    throw duplicado(err);
  }
}

/** The note an audit entry gains when passkeys were removed with it. */
const chavesRemovidas = (n: number) =>
  n === 0 ? '' : n === 1 ? '; 1 chave de acesso removida' : `; ${n} chaves de acesso removidas`;

/** A reset by admin or rh: the password is temporary and every older token of the user ends. */
export async function resetUserPassword(
  ctx: AppContext,
  actor: ManagerActor,
  id: number,
  password: string,
): Promise<UsuarioRow> {
  const found = await getUser(ctx.db, id);
  enforce(canResetPassword(actor, found));
  if (normalizeLogin(password) === found.login_normalizado) {
    throw badRequest('A nova senha não pode ser igual ao login.');
  }
  const hash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    await lockUserManagement(trx, ctx.dbHandle.dialect);
    // Read again inside the transaction: the role may have changed while hashing.
    const target = await getUser(trx, id);
    enforce(canResetPassword(actor, target) ?? naoAnonimizada(alvo(target)));
    await setPassword(trx, id, hash, true);
    // the person is led back in by the password chosen for them: their passkeys go with the old one
    const chaves = await removerPasskeys(trx, id);
    await updateUser(trx, id, definirAcesso(target, actor, 'senha', now()));
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor,
          acao: AUDIT_ACTIONS.senhaRedefinida,
          detalhes: `Redefiniu a senha de ${who(target)}; troca obrigatória no próximo acesso${chavesRemovidas(chaves)}`,
        },
      ],
    });
    return (await findUsuarioById(trx, id)) ?? target;
  });
}

/** Deletes the user; their audit entries stay (name and login are copied into each). */
export async function deleteManagedUser(
  ctx: AppContext,
  actor: ManagerActor,
  id: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockUserManagement(trx, ctx.dbHandle.dialect);
    const target = await getUser(trx, id);
    enforce(canDelete(actor, target, await countActiveAdmins(trx)));
    await deleteUser(trx, id);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor,
          acao: AUDIT_ACTIONS.usuarioExcluido,
          detalhes: `Excluiu ${who(target)}, cargo ${ROLE_LABELS[target.role]}`,
        },
      ],
    });
  });
}

/**
 * Ends every session (device) of the user: each of their tokens is refused at once, on every
 * instance, and their live streams end. The password stays. Answers how many ended.
 */
export async function encerrarSessoesDoUsuario(
  ctx: AppContext,
  actor: ManagerActor,
  id: number,
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const target = await getUser(trx, id);
    enforce(canEncerrarSessoes(actor, target));
    const n = await encerrarSessoes(trx, id);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor,
          acao: AUDIT_ACTIONS.sessoesEncerradas,
          detalhes: `Encerrou as sessões de ${who(target)} (${n === 1 ? '1 aparelho' : `${n} aparelhos`})`,
        },
      ],
    });
    return n;
  });
}
