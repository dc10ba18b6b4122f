import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { can } from '../../../../common/roles';
import { paths } from '../../../../common/paths';
import { activeAdminCount } from '../../../../common/permissions/usuarios';
import { useSession } from '../../../lib/session';
import { useUser } from '../api/get-user';
import { useUsers } from '../api/get-users';
import { EditForm } from './EditUserForm';
import '../usuarios.css';

/** Editar Usuário: admin and rh; others see "Acesso negado." (docs/product/usuarios.md). */
export function UserEditor({ id }: { id: string }) {
  const session = useSession();
  const allowed = can(session?.user.role, 'gestaoUsuarios');
  const user = useUser(id, allowed);
  // The last-admin rules need the number of active admins; the server counts again.
  const users = useUsers(allowed);

  if (!allowed) {
    return (
      <EditorFrame>
        <p className="alert alert--error" role="alert">
          Acesso negado.
        </p>
      </EditorFrame>
    );
  }
  if (user.isPending || users.isPending) {
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
        actor={{ id: session!.user.id, role: session!.user.role }}
        activeAdmins={users.data ? activeAdminCount(users.data) : Number.POSITIVE_INFINITY}
      />
    </EditorFrame>
  );
}

function EditorFrame({ children }: { children: ReactNode }) {
  return (
    <section className="page users-page users-page--form">
      <h1>Editar Usuário</h1>
      {children}
    </section>
  );
}
