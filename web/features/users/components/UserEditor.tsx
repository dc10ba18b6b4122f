import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { can } from '../../../../common/roles';
import { paths } from '../../../../common/paths';
import { PASSWORD_MIN_LENGTH } from '../../../../common/constants';
import type { PublicUser, UpdateUserBody } from '../../../../common/schemas/users';
import { useSession } from '../../../lib/session';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { useResetUserPassword } from '../api/reset-password';
import { useDeleteUser } from '../api/delete-user';
import { errorText, useTimedNotice } from '../hooks/use-timed-notice';
import { Notice } from './Notice';
import { missingRequired, REQUIRED_MESSAGE, UserFields, type UserFormValues } from './UserFields';
import '../users.css';

const valuesOf = (u: PublicUser): UserFormValues => ({
  nome: u.nome,
  login: u.login,
  role: u.role,
  status_usuario: u.status_usuario,
  senha: '',
});

/** Editar Usuário: admin and rh; others see "Acesso negado." (spec section 6). */
export function UserEditor({ id }: { id: string }) {
  const session = useSession();
  const allowed = can(session?.user.role, 'gestaoUsuarios');
  const user = useUser(id, allowed);

  if (!allowed) {
    return (
      <EditorFrame>
        <p className="alert alert--error" role="alert">
          Acesso negado.
        </p>
      </EditorFrame>
    );
  }
  if (user.isPending) {
    return (
      <EditorFrame>
        <p className="users-state" role="status">
          Carregando...
        </p>
      </EditorFrame>
    );
  }
  if (user.isError) {
    return (
      <EditorFrame>
        <p className="alert alert--error" role="alert">
          Erro ao carregar usuário.
        </p>
        <p>
          <Link to={paths.gestaoUsuarios} className="btn btn--secondary">
            Voltar
          </Link>
        </p>
      </EditorFrame>
    );
  }
  return (
    <EditorFrame>
      <EditForm
        key={user.data.id}
        id={id}
        loaded={user.data}
        actorIsRh={session?.user.role === 'rh'}
      />
    </EditorFrame>
  );
}

function EditorFrame({ children }: { children: ReactNode }) {
  return (
    <section className="page page--narrow users-page">
      <h1>Editar Usuário</h1>
      {children}
    </section>
  );
}

function EditForm({
  id,
  loaded,
  actorIsRh,
}: {
  id: string;
  loaded: PublicUser;
  actorIsRh: boolean;
}) {
  const navigate = useNavigate();
  // The saved state: status is sent only when it differs from this (spec section 4).
  const [saved, setSaved] = useState(loaded);
  const [values, setValues] = useState(() => valuesOf(loaded));
  const { notice, show } = useTimedNotice();
  const update = useUpdateUser(id);
  const reset = useResetUserPassword(id);
  const remove = useDeleteUser(id);
  const busy = update.isPending || reset.isPending || remove.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
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
    if (values.status_usuario !== saved.status_usuario) {
      body.status_usuario = values.status_usuario;
    }
    let fresh: PublicUser;
    try {
      fresh = await update.mutateAsync(body);
    } catch (err) {
      return show(errorText('Erro ao salvar dados.', err));
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
    try {
      await remove.mutateAsync();
    } catch (err) {
      return show(errorText('Falha ao excluir usuário.', err));
    }
    navigate(paths.gestaoUsuarios, { state: { notice: 'Usuário excluído com sucesso!' } });
  };

  return (
    <form className="card form users-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="users-form__who muted">
        Editando <strong>{saved.nome}</strong> ({saved.login})
        {saved.primeiro_login && <span className="users-tag">troca de senha pendente</span>}
      </p>
      {actorIsRh && saved.role === 'admin' && (
        <p className="alert alert--info">Somente um administrador pode alterar esta conta.</p>
      )}
      <Notice text={notice} />
      <UserFields
        mode="edit"
        values={values}
        onChange={(c) => setValues((v) => ({ ...v, ...c }))}
      />
      <div className="users-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Salvar
        </button>
        <button type="button" className="btn btn--danger" disabled={busy} onClick={onDelete}>
          Excluir
        </button>
        <Link to={paths.gestaoUsuarios} className="btn btn--secondary users-form__back">
          Voltar
        </Link>
      </div>
    </form>
  );
}
