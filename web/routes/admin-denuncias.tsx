import { ProtectedRoute } from '../components/ProtectedRoute';
import { portalMeta } from '../lib/meta';
import { PERMISSIONS } from '../../common/roles';
export const meta = () => portalMeta('Gestão de Denúncias');

export default function Page() {
  return (
    <ProtectedRoute allow={PERMISSIONS.gestaoOuvidoria}>
      <section className="page page--narrow">
        <h1>Gestão de Denúncias</h1>
        <p>Em breve.</p>
      </section>
    </ProtectedRoute>
  );
}
