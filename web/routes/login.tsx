import { LoginForm } from '../features/conta/components/LoginForm';
import { Logo } from '../components/layout/Logo';

export const meta = () => [
  { title: 'Entrar | Portal do Colaborador' },
  { name: 'description', content: 'Acesso ao Portal do Colaborador.' },
  { name: 'robots', content: 'noindex' },
];

/** Pre-rendered like the public pages: the form shows and takes typing before the scripts. */
export default function LoginPage() {
  return (
    <section className="page page--auth">
      <div className="auth-box">
        <div className="auth-box__head">
          <Logo size={56} />
          <h1>Portal do Colaborador</h1>
          <p className="muted">Entre com seu usuário e senha.</p>
        </div>
        <LoginForm />
      </div>
    </section>
  );
}
