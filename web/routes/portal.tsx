import { PortalHome } from '../features/portal/components/PortalHome';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Portal');

export default function PortalPage() {
  return <PortalHome />;
}
