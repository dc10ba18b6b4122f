import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta('Sobre Nós', 'Nossa história, missão, visão, valores e galeria.', '/about');

export default function About() {
  return (
    <section className="page">
      <h1>Sobre Nós</h1>
      <section id="galeria" aria-labelledby="galeria-titulo">
        <h2 id="galeria-titulo">Galeria</h2>
      </section>
    </section>
  );
}
