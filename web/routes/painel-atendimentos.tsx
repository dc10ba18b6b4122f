import { PainelAtendimentos } from '../features/atendimentos/components/PainelAtendimentos';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Painel de Atendimentos');

export default function Page() {
  return <PainelAtendimentos />;
}
