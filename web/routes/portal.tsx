import { AtivarNotificacoes } from '../features/avisos/components/AtivarNotificacoes';
import { AvisoDeTreinamento } from '../features/treinamentos/components/AvisoDeTreinamento';
import { CascaDoPortal, PortalHome } from '../features/portal/components/PortalHome';
import type { HandleDaTela } from '../lib/casca';
import { portalMeta } from '../lib/meta';
import { api } from '../../common/paths';

export const meta = () => portalMeta('Portal');

export const handle: HandleDaTela = {
  Casca: CascaDoPortal,
  dados: [api.me, api.meusTreinamentos],
};

export default function PortalPage() {
  return (
    <PortalHome aviso={<AvisoDeTreinamento />}>
      <AtivarNotificacoes compacto />
    </PortalHome>
  );
}
