import { NewUser } from '../features/usuarios/components/NewUser';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Novo Usuário');

/** The screen itself checks the role (docs/product/usuarios.md). */
export default function Page() {
  return <NewUser />;
}
