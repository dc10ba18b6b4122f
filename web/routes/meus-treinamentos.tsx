import { MeusTreinamentos } from '../features/treinamentos/components/MeusTreinamentos';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Meus Treinamentos');

/** One's own trainings and the attendance code, for every role (docs/product/treinamentos.md). */
export default function MeusTreinamentosPage() {
  return <MeusTreinamentos />;
}
