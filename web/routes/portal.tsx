import { AtivarNotificacoes } from '../features/avisos/components/AtivarNotificacoes';
import { AvisoDeTreinamento } from '../features/treinamentos/components/AvisoDeTreinamento';
import { PortalHome } from '../features/portal/components/PortalHome';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Portal');

export default function PortalPage() {
  return (
    <PortalHome aviso={<AvisoDeTreinamento />}>
      <AtivarNotificacoes compacto />
    </PortalHome>
  );
}
