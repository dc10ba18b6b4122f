import { SupportLanding } from '../features/atendimentos/components/SupportLanding';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Suporte');

export default function Page() {
  return <SupportLanding />;
}
