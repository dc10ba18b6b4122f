import { ProtectedRoute } from '../components/ProtectedRoute';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Novo Usuário');

export default function Page() {
  return (
    <ProtectedRoute>
      <section className="page page--narrow">
        <h1>Novo Usuário</h1>
        <p>Em breve.</p>
      </section>
    </ProtectedRoute>
  );
}
