import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../../common/paths';
import { PASSWORD_MIN_LENGTH } from '../../../../common/constants';
import type { PublicUser, UpdateUserBody } from '../../../../common/schemas/usuarios';
import {
  canAnonimizar,
  canEncerrarSessoes,
  POLICY_MESSAGES,
  type PolicyActor,
} from '../../../../common/permissions/usuarios';
import { can } from '../../../../common/roles';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useEncerrarSessoes } from '../api/encerrar-sessoes';
import { getUser, userKey } from '../api/get-user';
import { usersKey } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { useResetUserPassword } from '../api/reset-password';
import { useDeleteUser } from '../api/delete-user';
import { useAnonimizarUser } from '../api/anonimizar-user';
import { editPermissions } from '../form-permissions';
import { USER_EDIT_NOTICE_MS } from '../../../../common/constants';
import { useTimedNotice } from '../../../lib/use-timed-notice';
import { errorText } from '../error-text';
import { Notice } from './Notice';
import { missingRequired, REQUIRED_MESSAGE, UserFields, type UserFormValues } from './UserFields';

const valuesOf = (u: PublicUser): UserFormValues => ({
  nome: u.nome,
  login: u.login,
  email: u.email ?? '',
  role: u.role,
  status_usuario: u.status_usuario,
  senha: '',
});

/**
 * The form of Editar Usuário. It offers only what the server accepts (the shared rules in
 * common/permissions); after a refusal it reloads the account and shows the stored Cargo and
 * Status again, since nothing was saved.
 */
export function EditForm({
  id,
  loaded,
  actor,
  activeAdmins,
}: {
  id: string;
  loaded: PublicUser;
  actor: PolicyActor;
  activeAdmins: number;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  // The saved state: status is sent only when it differs from this (docs/product/usuarios.md).
  const [saved, setSaved] = useState(loaded);
  const [values, setValues] = useState(() => valuesOf(loaded));
  const { notice, show, clear } = useTimedNotice<string>(USER_EDIT_NOTICE_MS);
  const update = useUpdateUser(id);
  const reset = useResetUserPassword(id);
  const remove = useDeleteUser(id);
  const sessoes = useEncerrarSessoes(id);
  const anonimizar = useAnonimizarUser(id);
  const [confirmarSessoes, setConfirmarSessoes] = useState(false);
  const [confirmarAnonimizar, setConfirmarAnonimizar] = useState(false);
  const sessoesRef = useRef<HTMLButtonElement>(null);
  const anonimizarRef = useRef<HTMLButtonElement>(null);
  const busy =
    update.isPending ||
    reset.isPending ||
    remove.isPending ||
    sessoes.isPending ||
    anonimizar.isPending;
  const next = { role: values.role || saved.role, status_usuario: values.status_usuario };
  const anonimizado = saved.anonimizado === true;
  const editaveis = editPermissions(actor, saved, next, activeAdmins);
  // an anonymised account is kept as it is: nothing on it can be changed any more
  const allowed = anonimizado ? { ...editaveis, readOnly: POLICY_MESSAGES.anonimizada } : editaveis;
  // admin only, for an account already deactivated and saved so (docs/product/privacidade.md)
  const podeAnonimizar = can(actor.role, 'anonimizarUsuario') && canAnonimizar(saved) === null;

  /** Shows the account as stored now (someone may have changed it meanwhile). */
  const showStored = async () => {
    let stored = saved;
    try {
      stored = await client.fetchQuery({
        queryKey: userKey(id),
        queryFn: () => getUser(id),
        staleTime: 0,
      });
    } catch {
      // Deleted or unreachable: keep the last state this screen saw.
    }
    void client.invalidateQueries({ queryKey: usersKey, exact: true });
    setSaved(stored);
    setValues((v) => ({ ...v, role: stored.role, status_usuario: stored.status_usuario }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    if (missingRequired(values)) return show(REQUIRED_MESSAGE);
    const senha = values.senha;
    if (senha && senha.length < PASSWORD_MIN_LENGTH) {
      return show(
        `Erro ao atualizar senha. A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
      );
    }
    const body: UpdateUserBody = {
      nome: values.nome.trim(),
      login: values.login.trim(),
      role: values.role as UpdateUserBody['role'],
    };
    // like the status, sent only when changed: the spec's call is unchanged otherwise
    if (values.email.trim() !== (saved.email ?? '')) body.email = values.email.trim();
    if (values.status_usuario !== saved.status_usuario) {
      body.status_usuario = values.status_usuario;
    }
    let fresh: PublicUser;
    try {
      fresh = await update.mutateAsync(body);
    } catch (err) {
      show(errorText('Erro ao salvar dados.', err));
      return showStored();
    }
    setSaved(fresh);
    setValues((v) => ({ ...valuesOf(fresh), senha: v.senha }));
    if (senha) {
      try {
        setSaved(await reset.mutateAsync(senha));
      } catch (err) {
        return show(errorText('Erro ao atualizar senha.', err));
      }
      setValues((v) => ({ ...v, senha: '' }));
      return show('Dados e senha salvos com sucesso!');
    }
    show('Dados salvos com sucesso!');
  };

  const onDelete = async () => {
    if (!window.confirm('Deseja realmente excluir este usuário?')) return;
    clear();
    try {
      await remove.mutateAsync();
    } catch (err) {
      show(errorText('Falha ao excluir usuário.', err));
      return showStored();
    }
    navigate(paths.gestaoUsuarios, { state: { notice: 'Usuário excluído com sucesso!' } });
  };

  const onAnonimizar = async () => {
    setConfirmarAnonimizar(false);
    clear();
    let fresh: PublicUser;
    try {
      fresh = await anonimizar.mutateAsync();
    } catch (err) {
      show(errorText('Falha ao anonimizar a conta.', err));
      return showStored();
    }
    setSaved(fresh);
    setValues(valuesOf(fresh));
    show(`Conta anonimizada com sucesso: agora aparece como ${fresh.nome}.`);
  };

  const onEncerrarSessoes = async () => {
    setConfirmarSessoes(false);
    clear();
    try {
      const { encerradas } = await sessoes.mutateAsync();
      show(
        `Sessões encerradas com sucesso (${encerradas === 1 ? '1 aparelho' : `${encerradas} aparelhos`}).`,
      );
    } catch (err) {
      show(errorText('Falha ao encerrar as sessões.', err));
    }
  };

  return (
    <form className="card form users-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="users-form__who muted">
        Editando <strong>{saved.nome}</strong> ({saved.login})
        {saved.primeiro_login && <span className="users-tag">troca de senha pendente</span>}
      </p>
      {allowed.readOnly && (
        <p className="alert alert--info" id="usuario-somente-leitura">
          {anonimizado
            ? POLICY_MESSAGES.anonimizada
            : 'Somente um administrador pode alterar esta conta.'}
        </p>
      )}
      <Notice text={notice} />
      <fieldset
        className="users-form__fields"
        disabled={!!allowed.readOnly}
        aria-describedby={allowed.readOnly ? 'usuario-somente-leitura' : undefined}
      >
        <legend className="visually-hidden">Dados do usuário</legend>
        <UserFields
          mode="edit"
          values={values}
          onChange={(c) => setValues((v) => ({ ...v, ...c }))}
          limits={allowed.readOnly ? { roles: allowed.roles, statuses: allowed.statuses } : allowed}
        />
      </fieldset>
      {canEncerrarSessoes(actor, saved) === null && !anonimizado && (
        <div className="users-form__sessoes">
          <p className="muted" id="encerrar-sessoes-ajuda">
            Tira a conta de todos os aparelhos em que está aberta agora (celular perdido, computador
            compartilhado). A senha não muda.
          </p>
          <button
            ref={sessoesRef}
            type="button"
            className="btn btn--secondary"
            disabled={busy}
            aria-describedby="encerrar-sessoes-ajuda"
            onClick={() => setConfirmarSessoes(true)}
          >
            Encerrar sessões
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirmarSessoes}
        title={`Encerrar as sessões de ${saved.nome}?`}
        text="Todos os aparelhos em que esta conta está aberta sairão agora e pedirão usuário e senha de novo."
        confirmLabel="Encerrar sessões"
        onConfirm={() => void onEncerrarSessoes()}
        onCancel={() => setConfirmarSessoes(false)}
        returnFocus={sessoesRef}
      />
      {/* the action exists only for a deactivated account: say where it is and what it takes */}
      {can(actor.role, 'anonimizarUsuario') && !anonimizado && !podeAnonimizar && (
        <p className="muted users-form__dica">
          Anonimizar (para ex-colaboradores): salve a conta com Status Inativo e o botão aparece
          aqui.
        </p>
      )}
      {podeAnonimizar && (
        <div className="users-form__sessoes">
          <p className="muted" id="anonimizar-ajuda">
            {`Para um ex-colaborador: o nome vira “Ex-colaborador #${saved.id}” e o login “ex-${saved.id}”; o e-mail, a senha, os aparelhos e as escolhas de avisos são apagados. Os atendimentos ficam, com o novo nome; a auditoria guarda o que registrou.`}
          </p>
          <button
            ref={anonimizarRef}
            type="button"
            className="btn btn--danger"
            disabled={busy}
            aria-describedby="anonimizar-ajuda"
            onClick={() => setConfirmarAnonimizar(true)}
          >
            Anonimizar
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirmarAnonimizar}
        title={`Anonimizar a conta de ${saved.nome}?`}
        text={`Isto não pode ser desfeito. O nome passa a ser “Ex-colaborador #${saved.id}” e o login “ex-${saved.id}”; o e-mail, a senha, a verificação em duas etapas, os aparelhos conectados e as escolhas de avisos são apagados, e a conta não poderá mais ser reativada nem entrar no portal.`}
        confirmLabel="Anonimizar"
        onConfirm={() => void onAnonimizar()}
        onCancel={() => setConfirmarAnonimizar(false)}
        returnFocus={anonimizarRef}
      />
      <div className="users-form__actions">
        {!allowed.readOnly && (
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Salvar
          </button>
        )}
        {allowed.canDelete && (
          <button type="button" className="btn btn--danger" disabled={busy} onClick={onDelete}>
            Excluir
          </button>
        )}
        <Link to={paths.gestaoUsuarios} className="btn btn--secondary users-form__back">
          Voltar
        </Link>
      </div>
    </form>
  );
}
