import { RespostasProntasAdmin } from '../features/atendimentos/components/RespostasProntasAdmin';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Respostas prontas');

export default function Page() {
  return <RespostasProntasAdmin />;
}
