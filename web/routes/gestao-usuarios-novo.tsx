import { ProtectedRoute } from '../components/ProtectedRoute';
import { NewUser } from '../features/usuarios/components/NewUser';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Novo Usuário');

/** Login required; the screen itself checks the role (spec section 2). */
export default function Page() {
  return (
    <ProtectedRoute>
      <NewUser />
    </ProtectedRoute>
  );
}
