import { ProtectedRoute } from '../components/ProtectedRoute';
import { RegisterUserForm } from '../features/usuarios/components/RegisterUserForm';
import { portalMeta } from '../lib/meta';
import { PERMISSIONS } from '../../common/roles';

export const meta = () => portalMeta('Cadastro de Usuário');

export default function CadastrarPage() {
  return (
    <ProtectedRoute allow={PERMISSIONS.cadastroUsuario}>
      <section className="page page--auth">
        <div className="auth-box">
          <h1>Cadastro de Usuário</h1>
          <RegisterUserForm />
        </div>
      </section>
    </ProtectedRoute>
  );
}
