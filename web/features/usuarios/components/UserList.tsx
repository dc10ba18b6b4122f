import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { can, ROLE_LABELS } from '../../../../common/roles';
import { paths } from '../../../../common/paths';
import type { PublicUser } from '../../../../common/schemas/usuarios';
import { USER_STATUS_LABELS } from '../../../../common/usuarios';
import { useSession } from '../../../lib/session';
import { useUsers } from '../api/get-users';
import { USER_EDIT_NOTICE_MS } from '../../../../common/constants';
import { useTimedNotice } from '../../../lib/use-timed-notice';
import { Notice } from './Notice';
import '../usuarios.css';
import { matchesTerm } from '../../../../common/text';
import { textoSemAcesso } from '../../../../common/denuncias';
import { FUSO } from '../../../content/site';

function matchesSearch(user: PublicUser, search: string): boolean {
  return matchesTerm(search, [user.nome, user.login]);
}

/** Gestão de Usuários: admin and rh; the screen checks the role itself (docs/product/usuarios.md). */
export function UserList() {
  const session = useSession();
  const allowed = can(session?.user.role, 'gestaoUsuarios');
  const users = useUsers(allowed);
  const [search, setSearch] = useState('');
  const location = useLocation();
  const navigate = useNavigate();
  // A notice handed over by the previous screen (user created or deleted).
  const [handed] = useState(() => (location.state as { notice?: string } | null)?.notice ?? null);
  const { notice } = useTimedNotice(USER_EDIT_NOTICE_MS, handed);
  useEffect(() => {
    // Shown once: a reload must not repeat it.
    if (handed) navigate(location.pathname, { replace: true, state: null });
  }, [handed, navigate, location.pathname]);

  const shown = useMemo(
    () => (users.data ?? []).filter((u) => matchesSearch(u, search)),
    [users.data, search],
  );

  if (!allowed) {
    return (
      <section className="page users-page">
        <h1>Gestão de Usuários</h1>
        <p className="alert alert--error" role="alert">
          Acesso negado. Perfil não autorizado.
        </p>
      </section>
    );
  }

  return (
    <section className="page users-page">
      <header className="users-head">
        <div>
          <h1>Gestão de Usuários</h1>
          <p className="muted">Contas de acesso ao Portal do Colaborador.</p>
        </div>
        <Link to={paths.novoUsuario} className="btn btn--accent">
          + Novo Usuário
        </Link>
      </header>
      <Notice text={notice} />
      <div className="users-toolbar" role="search">
        <label htmlFor="usuarios-busca" className="visually-hidden">
          Buscar usuários
        </label>
        <input
          id="usuarios-busca"
          type="search"
          className="input"
          placeholder="Buscar por nome ou login..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {users.data && (
          <p className="muted users-count" aria-live="polite">
            {shown.length === 1 ? '1 usuário' : `${shown.length} usuários`}
          </p>
        )}
      </div>
      {users.data?.some((u) => u.sem_acesso) && (
        <p className="muted users-sem-acesso-nota">
          Uma conta não lê os casos da Ouvidoria que excluem o cargo de quem definiu o acesso dela
          (criou a conta, mudou o cargo ou o e-mail, redefiniu a senha): assim ninguém lê um caso
          que o exclui por meio de uma conta que controla.
        </p>
      )}
      {users.isPending ? (
        <p className="users-state" role="status">
          Carregando...
        </p>
      ) : users.isError ? (
        <p className="alert alert--error" role="alert">
          Falha ao carregar usuários
        </p>
      ) : shown.length === 0 ? (
        <p className="users-state">Nenhum usuário encontrado.</p>
      ) : (
        <div className="table-wrap">
          <table className="table table--stack users-table">
            <caption className="visually-hidden">Usuários cadastrados</caption>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">Login</th>
                <th scope="col">Cargo</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((u) => (
                <tr key={u.id}>
                  <td data-label="Nome" className="users-table__name">
                    {u.nome}
                  </td>
                  <td data-label="Login">{u.login}</td>
                  <td data-label="Cargo">
                    <div>
                      {ROLE_LABELS[u.role]}
                      {u.sem_acesso?.map((s) => (
                        <small key={s.papel} className="users-sem-acesso">
                          {' '}
                          {textoSemAcesso(s, FUSO)}
                        </small>
                      ))}
                    </div>
                  </td>
                  <td data-label="Status">
                    <span className={`users-badge users-badge--${u.status_usuario}`}>
                      {USER_STATUS_LABELS[u.status_usuario]}
                    </span>
                  </td>
                  <td className="users-table__actions">
                    <Link to={paths.gestaoUsuario(u.id)} className="btn btn--secondary btn--small">
                      Editar<span className="visually-hidden"> {u.nome}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
