import {
  CascaDoPainel,
  PainelAtendimentos,
} from '../features/atendimentos/components/PainelAtendimentos';
import type { HandleDaTela } from '../lib/casca';
import { portalMeta } from '../lib/meta';
import { api } from '../../common/paths';
import { ENDERECO_DOS_ABERTOS, enderecoDoPainel } from '../features/atendimentos/api/painel';

export const meta = () => portalMeta('Painel de Atendimentos');

export const handle: HandleDaTela = {
  Casca: CascaDoPainel,
  dados: [
    api.me,
    enderecoDoPainel({ pagina: 1 }),
    ENDERECO_DOS_ABERTOS,
    api.atendimentosResponsaveis,
  ],
};

export default function Page() {
  return <PainelAtendimentos />;
}
