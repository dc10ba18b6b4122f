import type { ReactNode } from 'react';
import { CarregandoMeusDados, MeusDados } from '../features/privacidade/components/MeusDados';
import type { HandleDaTela } from '../lib/casca';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Meus Dados');

function Moldura({ children }: { children: ReactNode }) {
  return (
    <section className="page">
      <h1>Meus Dados</h1>
      {children}
    </section>
  );
}

/** Before the code has run (web/lib/casca.tsx): the title, and the list's own loading state. */
export const handle: HandleDaTela = {
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
