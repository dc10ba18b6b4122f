import { PapeisObrigatoriosForm } from '../features/conta/components/PapeisObrigatoriosForm';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Segurança das Contas');

export default function SegurancaPage() {
  return (
    <section className="page">
      <h1>Segurança das Contas</h1>
      <PapeisObrigatoriosForm />
    </section>
  );
}
