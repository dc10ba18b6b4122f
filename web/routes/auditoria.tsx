import { ProtectedRoute } from '../components/ProtectedRoute';
import { AuditLog } from '../features/auditoria/components/AuditLog';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Auditoria do Sistema');

/** Login required and no client role check (spec section 2): the server answers 403. */
export default function Page() {
  return (
    <ProtectedRoute>
      <AuditLog />
    </ProtectedRoute>
  );
}
