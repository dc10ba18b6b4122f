import { useParams } from 'react-router';
import { ProtectedRoute } from '../components/ProtectedRoute';
import { RatingForm } from '../features/atendimentos/components/RatingForm';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Avaliar Atendimento');

export default function Page() {
  const { id } = useParams();
  return (
    <ProtectedRoute>
      <RatingForm id={Number(id)} />
    </ProtectedRoute>
  );
}
