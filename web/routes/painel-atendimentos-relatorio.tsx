import { RelatorioSuporte } from '../features/atendimentos/components/RelatorioSuporte';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Relatório de SLA do Suporte');

export default function Page() {
  return <RelatorioSuporte />;
}
