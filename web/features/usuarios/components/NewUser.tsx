import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { can } from '../../../../common/roles';
import { paths } from '../../../../common/paths';
import type { CreateUserBody } from '../../../../common/schemas/usuarios';
import { useSession } from '../../../lib/session';
import { useCreateUser } from '../api/create-user';
import { creatableRoles } from '../form-permissions';
import { USER_EDIT_NOTICE_MS } from '../../../../common/constants';
import { useTimedNotice } from '../../../lib/use-timed-notice';
import { Notice } from './Notice';
import { missingRequired, REQUIRED_MESSAGE, UserFields, type UserFormValues } from './UserFields';
import '../usuarios.css';

/** Novo Usuário: the edit form creating a user; the password is then required. */
export function NewUser() {
  const session = useSession();
  const allowed = can(session?.user.role, 'gestaoUsuarios');
  const navigate = useNavigate();
  const create = useCreateUser();
  const { notice, show, clear } = useTimedNotice<string>(USER_EDIT_NOTICE_MS);
  const [values, setValues] = useState<UserFormValues>({
    nome: '',
    login: '',
    email: '',
    role: 'colaborador',
    status_usuario: 'ativo',
    senha: '',
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    if (missingRequired(values)) return show(REQUIRED_MESSAGE);
    if (!values.senha) return show('A senha é obrigatória para criar o usuário.');
    try {
      await create.mutateAsync({
        nome: values.nome.trim(),
        login: values.login.trim(),
        senha: values.senha,
        role: values.role as CreateUserBody['role'],
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
      });
    } catch (err) {
      const reason = err instanceof Error && err.message ? err.message : 'Erro desconhecido';
      return show(`Erro: ${reason}`);
    }
    navigate(paths.gestaoUsuarios, { state: { notice: 'Usuário cadastrado com sucesso!' } });
  };

  return (
    <section className="page users-page users-page--form">
      <h1>Novo Usuário</h1>
      {!allowed ? (
        <p className="alert alert--error" role="alert">
          Acesso negado.
        </p>
      ) : (
        <form
          className="card form users-form"
          onSubmit={submit}
          noValidate
          aria-busy={create.isPending}
        >
          <Notice text={notice} />
          <UserFields
            mode="new"
            values={values}
            onChange={(c) => setValues((v) => ({ ...v, ...c }))}
            limits={{ roles: session ? creatableRoles(session.user) : [] }}
          />
          <div className="users-form__actions">
            <button type="submit" className="btn btn--primary" disabled={create.isPending}>
              Salvar
            </button>
            <Link to={paths.gestaoUsuarios} className="btn btn--secondary users-form__back">
              Voltar
            </Link>
          </div>
        </form>
      )}
    </section>
  );
}
