import { ProtectedRoute } from '../components/ProtectedRoute';
import { DenunciaForm } from '../features/denuncias/components/DenunciaForm';
import { portalMeta } from '../lib/meta';
import { PERMISSIONS } from '../../common/roles';

export const meta = () => portalMeta('Fale com a gente!');

export default function DenunciasPage() {
  return (
    <ProtectedRoute allow={PERMISSIONS.ouvidoria}>
      <DenunciaForm />
    </ProtectedRoute>
  );
}
