import { CascaDoSuporte, SupportLanding } from '../features/atendimentos/components/SupportLanding';
import type { HandleDaTela } from '../lib/casca';
import { portalMeta } from '../lib/meta';
import { api } from '../../common/paths';
import { enderecoDosAtendimentos } from '../features/atendimentos/api/get-atendimentos';

export const meta = () => portalMeta('Suporte');

export const handle: HandleDaTela = {
  Casca: CascaDoSuporte,
  dados: [api.me, enderecoDosAtendimentos(true)],
};

export default function Page() {
  return <SupportLanding />;
}
