import { Treinamentos } from '../features/treinamentos/components/Treinamentos';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Treinamentos');

/** Trainings, for compliance and admin (docs/product/treinamentos.md). */
export default function TreinamentosPage() {
  return <Treinamentos />;
}
