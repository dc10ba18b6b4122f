import { LoginForm } from '../features/conta/components/LoginForm';

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
        <LoginForm />
      </div>
    </section>
  );
}
