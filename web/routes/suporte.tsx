import { CascaDoSuporte, SupportLanding } from '../features/atendimentos/components/SupportLanding';
import type { HandleDaTela } from '../lib/casca';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Suporte');

export const handle: HandleDaTela = { Casca: CascaDoSuporte };

export default function Page() {
  return <SupportLanding />;
}
