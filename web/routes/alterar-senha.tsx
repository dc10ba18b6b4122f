import { ChangePasswordForm } from '../features/conta/components/ChangePasswordForm';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Alterar Senha');

export default function AlterarSenhaPage() {
  return (
    <section className="page page--auth">
      <div className="auth-box">
        <h1>Alterar Senha</h1>
        <ChangePasswordForm />
      </div>
    </section>
  );
}
