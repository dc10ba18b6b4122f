import { CarregandoCodigo, CodigoDeConduta } from '../features/conduta/components/CodigoDeConduta';
import { ID_DO_PRE_DESENHO, preDesenhoDoCodigo } from '../features/conduta/pre-desenho';
import type { HandleDaTela } from '../lib/casca';
import { portalMeta } from '../lib/meta';
import { api } from '../../common/paths';

export const meta = () => portalMeta('Código de Conduta');

/**
 * Before the code has run (web/lib/casca.tsx): the code's own loading state, and the place where
 * the page's head draws the code as its answer arrives (../features/conduta/pre-desenho.ts). The
 * browser keeps what the head drew there when it takes the page over: React leaves the inside of
 * an element written as HTML alone.
 */
export const handle: HandleDaTela = {
  dados: [api.me, api.condutaVigente],
  // written into the page at pre-render; the browser's bundle does without it
  preDesenho: import.meta.env.SSR ? preDesenhoDoCodigo : undefined,
  Casca: () => (
    <section className="page">
      <div
        id={ID_DO_PRE_DESENHO}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
      <CarregandoCodigo />
    </section>
  ),
};

/** The Código de Conduta in force, for every role (docs/product/conduta.md). */
export default function CodigoDeCondutaPage() {
  return (
    <section className="page">
      <CodigoDeConduta />
    </section>
  );
}
