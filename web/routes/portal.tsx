import { AtivarNotificacoes } from '../features/avisos/components/AtivarNotificacoes';
import { PortalHome } from '../features/portal/components/PortalHome';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Portal');

export default function PortalPage() {
  return (
    <PortalHome>
      <AtivarNotificacoes compacto />
    </PortalHome>
  );
}
