import { NoticiasPage } from '../features/site/components/NoticiasPage';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Notícias',
    'Notícias da ISM Agropecuária: safras, rebanho, pessoas e oportunidades da fazenda no Triângulo Mineiro.',
    '/noticias',
  );

export default function Pagina() {
  return <NoticiasPage />;
}
