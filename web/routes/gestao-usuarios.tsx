import { UserList } from '../features/usuarios/components/UserList';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Gestão de Usuários');

/** The screen itself checks the role (docs/product/usuarios.md). */
export default function Page() {
  return <UserList />;
}
