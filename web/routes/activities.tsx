import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta('Atividades', 'Pecuária, agricultura e sustentabilidade.', '/activities');

export default function Activities() {
  return (
    <section className="page">
      <h1>Atividades</h1>
    </section>
  );
}
