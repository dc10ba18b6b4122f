import { pageMeta } from '../lib/meta';
import { COMPANY } from '../content/site';

export const meta = () =>
  pageMeta(
    'Início',
    `${COMPANY.name}: pecuária de recria e engorda e agricultura em Minas Gerais.`,
    '/',
  );

export default function Home() {
  return (
    <section className="page">
      <h1>{COMPANY.name}</h1>
      <p>{COMPANY.tagline}</p>
    </section>
  );
}
