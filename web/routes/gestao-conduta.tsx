import { GestaoConduta } from '../features/conduta/components/GestaoConduta';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Gestão do Código de Conduta');

/** Compliance and admin: publish versions of the code, follow who acknowledged them. */
export default function GestaoCondutaPage() {
  return (
    <section className="page">
      <h1>Gestão do Código de Conduta</h1>
      <GestaoConduta />
    </section>
  );
}
