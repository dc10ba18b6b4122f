import {
  CascaDoPainel,
  PainelAtendimentos,
} from '../features/atendimentos/components/PainelAtendimentos';
import type { HandleDaTela } from '../lib/casca';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Painel de Atendimentos');

export const handle: HandleDaTela = { Casca: CascaDoPainel };

export default function Page() {
  return <PainelAtendimentos />;
}
