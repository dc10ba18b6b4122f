import { RegisterUserForm } from '../features/usuarios/components/RegisterUserForm';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Cadastro de Usuário');

export default function CadastrarPage() {
  return (
    <section className="page page--auth">
      <div className="auth-box">
        <h1>Cadastro de Usuário</h1>
        <RegisterUserForm />
      </div>
    </section>
  );
}
