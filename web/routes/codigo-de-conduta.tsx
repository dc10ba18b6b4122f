import { CodigoDeConduta } from '../features/conduta/components/CodigoDeConduta';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Código de Conduta');

/** The Código de Conduta in force, for every role (docs/product/conduta.md). */
export default function CodigoDeCondutaPage() {
  return (
    <section className="page">
      <CodigoDeConduta />
    </section>
  );
}
