import type { ReactNode } from 'react';
import { CarregandoMeusDados, MeusDados } from '../features/privacidade/components/MeusDados';
import type { HandleDaTela } from '../lib/casca';
import { portalMeta } from '../lib/meta';
import { api } from '../../common/paths';
import { AVISO_OUVIDORIA } from '../../common/dados-pessoais';

export const meta = () => portalMeta('Meus Dados');

function Moldura({ children }: { children: ReactNode }) {
  return (
    <section className="page">
      <h1>Meus Dados</h1>
      {/* what these data leave out, before them: the same words as the file's */}
      <div className="meus-dados meus-dados__nota">
        <p className="meus-dados__ouvidoria">{AVISO_OUVIDORIA}</p>
      </div>
      {children}
    </section>
  );
}

/** Before the code has run (web/lib/casca.tsx): the title, and the list's own loading state. */
export const handle: HandleDaTela = {
  dados: [api.me, api.meusDados, api.minhasSolicitacoes],
  Casca: () => (
    <Moldura>
      <CarregandoMeusDados />
    </Moldura>
  ),
};

/** Meus dados, for every role (docs/product/privacidade.md). */
export default function MeusDadosPage() {
  return (
    <Moldura>
      <MeusDados />
    </Moldura>
  );
}
