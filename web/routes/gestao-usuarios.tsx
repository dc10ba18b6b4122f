import { ProtectedRoute } from '../components/ProtectedRoute';
import { UserList } from '../features/usuarios/components/UserList';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Gestão de Usuários');

/** Login required; the screen itself checks the role (spec section 2). */
export default function Page() {
  return (
    <ProtectedRoute>
      <UserList />
    </ProtectedRoute>
  );
}
