import { ProtectedRoute } from '../components/ProtectedRoute';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Avaliar Atendimento');

export default function Page() {
  return (
    <ProtectedRoute>
      <section className="page page--narrow">
        <h1>Avaliar Atendimento</h1>
        <p>Em breve.</p>
      </section>
    </ProtectedRoute>
  );
}
