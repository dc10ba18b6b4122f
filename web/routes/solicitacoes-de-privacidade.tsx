import { FilaDeSolicitacoes } from '../features/solicitacoes-privacidade/components/FilaDeSolicitacoes';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Solicitações de Privacidade');

/** Compliance and admin: the privacy requests' queue (docs/product/privacidade.md). */
export default function Page() {
  return <FilaDeSolicitacoes />;
}
