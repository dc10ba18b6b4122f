import { Link } from 'react-router';
import { paths } from '../../common/paths';

export const meta = () => [
  { title: 'Página não encontrada' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return (
    <section className="page page--narrow">
      <h1>Página não encontrada</h1>
      <p>O endereço acessado não existe ou foi movido.</p>
      <Link className="btn btn--primary" to={paths.home}>
        Voltar para o início
      </Link>
    </section>
  );
}
