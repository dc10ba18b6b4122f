import { DenunciaForm } from '../features/denuncias/components/DenunciaForm';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Fale com a gente!');

export default function DenunciasPage() {
  return <DenunciaForm />;
}
