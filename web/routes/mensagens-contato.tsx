import { ProtectedRoute } from '../components/ProtectedRoute';
import { portalMeta } from '../lib/meta';
import { PERMISSIONS } from '../../common/roles';
export const meta = () => portalMeta('Mensagens de Contato');

export default function Page() {
  return (
    <ProtectedRoute allow={PERMISSIONS.mensagensContato}>
      <section className="page page--narrow">
        <h1>Mensagens de Contato</h1>
        <p>Em breve.</p>
      </section>
    </ProtectedRoute>
  );
}
