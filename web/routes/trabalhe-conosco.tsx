import { TrabalheConoscoPage } from '../features/site/components/TrabalheConoscoPage';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Trabalhe Conosco',
    'Vagas abertas na ISM Agropecuária, no campo, nas safras e no escritório, e candidatura espontânea com envio de currículo.',
    '/trabalhe-conosco',
  );

export default function Pagina() {
  return <TrabalheConoscoPage />;
}
