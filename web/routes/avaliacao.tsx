import { useParams } from 'react-router';
import { RatingForm } from '../features/atendimentos/components/RatingForm';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Avaliar Atendimento');

export default function Page() {
  const { id } = useParams();
  return <RatingForm id={Number(id)} />;
}
