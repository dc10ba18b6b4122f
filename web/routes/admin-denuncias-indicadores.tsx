import { Indicadores } from '../features/denuncias/components/Indicadores';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Indicadores da Ouvidoria');

export default function Page() {
  return <Indicadores />;
}
