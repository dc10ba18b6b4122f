import { HomePage } from '../features/site/components/HomePage';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Pecuária e agricultura em Minas Gerais',
    'ISM Agropecuária: empresa familiar mineira de recria e engorda de gado Nelore e agricultura de soja, cana, sorgo, milho e milheto, com gestão eficiente e sustentabilidade.',
    '/',
  );

export default function Home() {
  return <HomePage />;
}
