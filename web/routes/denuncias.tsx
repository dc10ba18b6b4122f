import { CascaDaOuvidoria, DenunciaForm } from '../features/denuncias/components/DenunciaForm';
import type { HandleDaTela } from '../lib/casca';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Fale com a gente!');

export const handle: HandleDaTela = { Casca: CascaDaOuvidoria };

export default function DenunciasPage() {
  return <DenunciaForm />;
}
