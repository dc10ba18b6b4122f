import { useParams } from 'react-router';
import { ProtectedRoute } from '../components/ProtectedRoute';
import { StaffChat } from '../features/atendimentos/components/StaffChat';
import { portalMeta } from '../lib/meta';
import { PERMISSIONS } from '../../common/roles';

export const meta = () => portalMeta('Atendimento');

export default function Page() {
  const { id } = useParams();
  return (
    <ProtectedRoute allow={PERMISSIONS.painelSuporte}>
      <StaffChat id={Number(id)} />
    </ProtectedRoute>
  );
}
