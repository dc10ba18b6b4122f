import { AboutPage } from '../features/site/components/AboutPage';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Sobre Nós',
    'Conheça a história da ISM Agropecuária, nossa missão, visão e valores — União, Honestidade, Confiança e Legado — e a galeria de fotos e vídeos da fazenda.',
    '/about',
  );

export default function About() {
  return <AboutPage />;
}
