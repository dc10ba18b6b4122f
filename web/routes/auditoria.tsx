import { AuditLog } from '../features/auditoria/components/AuditLog';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Auditoria do Sistema');

/** No client role check (docs/product/auditoria.md): the server answers 403. */
export default function Page() {
  return <AuditLog />;
}
