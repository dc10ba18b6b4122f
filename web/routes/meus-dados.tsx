import { MeusDados } from '../features/privacidade/components/MeusDados';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Meus Dados');

/** Meus dados, for every role (docs/product/privacidade.md). */
export default function MeusDadosPage() {
  return (
    <section className="page">
      <h1>Meus Dados</h1>
      <MeusDados />
    </section>
  );
}
