import { useParams } from 'react-router';
import { TreinamentoDetalhe } from '../features/treinamentos/components/TreinamentoDetalhe';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Treinamento');

/** One training: its code, who attended, marking by staff (docs/product/treinamentos.md). */
export default function TreinamentoPage() {
  const { id } = useParams();
  return <TreinamentoDetalhe id={Number(id)} />;
}
