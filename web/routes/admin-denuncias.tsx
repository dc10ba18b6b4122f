import { ProtectedRoute } from '../components/ProtectedRoute';
import { DenunciasAdmin } from '../features/denuncias/components/DenunciasAdmin';
import { portalMeta } from '../lib/meta';
import { PERMISSIONS } from '../../common/roles';

export const meta = () => portalMeta('Gestão de Denúncias');

export default function AdminDenunciasPage() {
  return (
    <ProtectedRoute allow={PERMISSIONS.gestaoOuvidoria}>
      <DenunciasAdmin />
    </ProtectedRoute>
  );
}
