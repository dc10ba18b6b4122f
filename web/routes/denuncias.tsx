import { ProtectedRoute } from '../components/ProtectedRoute';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Fale com a gente!');

export default function Page() {
  return (
    <ProtectedRoute>
      <section className="page page--narrow">
        <h1>Fale com a gente!</h1>
        <p>Em breve.</p>
      </section>
    </ProtectedRoute>
  );
}
