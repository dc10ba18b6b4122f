import { useParams } from 'react-router';
import { UserEditor } from '../features/usuarios/components/UserEditor';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Editar Usuário');

/** The screen itself checks the role (docs/product/usuarios.md). */
export default function Page() {
  const { id = '' } = useParams();
  return <UserEditor key={id} id={id} />;
}
