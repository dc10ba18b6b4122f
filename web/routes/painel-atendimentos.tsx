import { ProtectedRoute } from '../components/ProtectedRoute';
import { TicketPanel } from '../features/atendimentos/components/TicketPanel';
import { portalMeta } from '../lib/meta';
import { PERMISSIONS } from '../../common/roles';

export const meta = () => portalMeta('Painel de Atendimentos');

export default function Page() {
  return (
    <ProtectedRoute allow={PERMISSIONS.painelSuporte}>
      <TicketPanel />
    </ProtectedRoute>
  );
}
