import { ActivitiesPage } from '../features/site/components/ActivitiesPage';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Atividades',
    'Pecuária de recria e engorda com saúde e bem-estar animal, lavouras de soja, cana-de-açúcar, sorgo, milho e milheto, e seis práticas de sustentabilidade no campo.',
    '/activities',
  );

export default function Activities() {
  return <ActivitiesPage />;
}
