import { ProtectedRoute } from '../components/ProtectedRoute';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Auditoria do Sistema');

export default function Page() {
  return (
    <ProtectedRoute>
      <section className="page page--narrow">
        <h1>Auditoria do Sistema</h1>
        <p>Em breve.</p>
      </section>
    </ProtectedRoute>
  );
}
