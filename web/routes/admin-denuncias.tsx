import { DenunciasAdmin } from '../features/denuncias/components/DenunciasAdmin';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Gestão de Denúncias');

export default function AdminDenunciasPage() {
  return <DenunciasAdmin />;
}
