import { CascaDaOuvidoria, DenunciaForm } from '../features/denuncias/components/DenunciaForm';
import type { HandleDaTela } from '../lib/casca';
import { portalMeta } from '../lib/meta';
import { api } from '../../common/paths';

export const meta = () => portalMeta('Fale com a gente!');

// Only what the portal asks for every screen: the Ouvidoria's own calls go without the session
// (web/features/denuncias/api), and a head that sent it with them would say who opened the form.
export const handle: HandleDaTela = { Casca: CascaDaOuvidoria, dados: [api.me] };

export default function DenunciasPage() {
  return <DenunciaForm />;
}
