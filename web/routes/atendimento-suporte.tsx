import { ProtectedRoute } from '../components/ProtectedRoute';
import { portalMeta } from '../lib/meta';
import { PERMISSIONS } from '../../common/roles';
export const meta = () => portalMeta('Atendimento');

export default function Page() {
  return (
    <ProtectedRoute allow={PERMISSIONS.painelSuporte}>
      <section className="page page--narrow">
        <h1>Atendimento</h1>
        <p>Em breve.</p>
      </section>
    </ProtectedRoute>
  );
}
