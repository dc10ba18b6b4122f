import { ProtectedRoute } from '../components/ProtectedRoute';
import { ContactMessages } from '../features/contato/components/ContactMessages';
import { portalMeta } from '../lib/meta';
import { PERMISSIONS } from '../../common/roles';

export const meta = () => portalMeta('Mensagens de Contato');

export default function Page() {
  return (
    <ProtectedRoute allow={PERMISSIONS.mensagensContato}>
      <ContactMessages />
    </ProtectedRoute>
  );
}
