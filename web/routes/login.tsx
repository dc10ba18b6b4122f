import { LoginForm } from '../features/conta/components/LoginForm';
import { Logo } from '../components/layout/Logo';
import { AppQueryProvider } from '../lib/query-client';

export const meta = () => [
  { title: 'Entrar | Portal do Colaborador' },
  { name: 'description', content: 'Acesso ao Portal do Colaborador.' },
  { name: 'robots', content: 'noindex' },
];

export default function LoginPage() {
  return (
    <section className="page page--auth">
      <div className="auth-box">
        <div className="auth-box__head">
          <Logo size={56} />
          <h1>Portal do Colaborador</h1>
          <p className="muted">Entre com seu usuário e senha.</p>
        </div>
        <AppQueryProvider>
          <LoginForm />
        </AppQueryProvider>
      </div>
    </section>
  );
}
