import { ProtectedRoute } from '../components/ProtectedRoute';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Editar Usuário');

export default function Page() {
  return (
    <ProtectedRoute>
      <section className="page page--narrow">
        <h1>Editar Usuário</h1>
        <p>Em breve.</p>
      </section>
    </ProtectedRoute>
  );
}
