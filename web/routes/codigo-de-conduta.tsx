import { CarregandoCodigo, CodigoDeConduta } from '../features/conduta/components/CodigoDeConduta';
import type { HandleDaTela } from '../lib/casca';
import { portalMeta } from '../lib/meta';
import { api } from '../../common/paths';

export const meta = () => portalMeta('Código de Conduta');

/** Before the code has run (web/lib/casca.tsx): the code's own loading state. */
export const handle: HandleDaTela = {
  dados: [api.me, api.condutaVigente],
  Casca: () => (
    <section className="page">
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
