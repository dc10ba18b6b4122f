import { useParams } from 'react-router';
import { ProtectedRoute } from '../components/ProtectedRoute';
import { UserEditor } from '../features/usuarios/components/UserEditor';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Editar Usuário');

/** Login required; the screen itself checks the role (spec section 2). */
export default function Page() {
  const { id = '' } = useParams();
  return (
    <ProtectedRoute>
      <UserEditor key={id} id={id} />
    </ProtectedRoute>
  );
}
