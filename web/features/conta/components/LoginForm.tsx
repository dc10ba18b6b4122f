import { useEffect, useState, type FormEvent } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import { setSession } from '../../../lib/session';
import { afterLoginPath, readSessionReturn } from '../../../lib/session-return';
import { useLogin } from '../api/login';
import { LoginCodeStep } from './LoginCodeStep';

export const DEFAULT_LOGIN_ERROR = 'Usuário ou senha inválidos';

export function LoginForm() {
  const navigate = useNavigate();
  const [usuario, setUsuario] = useState('');
  const [senha, setSenha] = useState('');
  const login = useLogin();
  // With two-factor sign-in on, the password answers a challenge: the code step comes next.
  const [desafio, setDesafio] = useState<string | null>(null);
  // Stays busy after success too, while the next screen loads.
  const loading = (login.isPending || login.isSuccess) && !desafio;
  const error = login.error ? login.error.message || DEFAULT_LOGIN_ERROR : '';
  // Why the last session ended, when the server refused it; read after hydration (the page
  // is the same HTML for everyone).
  const [notice, setNotice] = useState('');
  useEffect(() => setNotice(readSessionReturn()?.message ?? ''), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate(
      { login: usuario, senha },
      {
        onSuccess: (res) => {
          if ('desafio' in res) return setDesafio(res.desafio);
          const to = afterLoginPath(res.user);
          setSession(res.token, res.user);
          navigate(to);
        },
      },
    );
  };

  if (desafio) {
    const voltar = () => {
      setDesafio(null);
      setSenha('');
      login.reset();
    };
    return <LoginCodeStep desafio={desafio} onVoltar={voltar} />;
  }

  return (
    <form
      className="card form"
      onSubmit={submit}
      aria-describedby={error ? 'login-erro' : undefined}
    >
      {error ? (
        <p id="login-erro" className="alert alert--error" role="alert">
          {error}
        </p>
      ) : (
        notice && (
          <p className="alert alert--info" role="status">
            {notice}
          </p>
        )
      )}
      <div className="field">
        <label htmlFor="usuario">Usuário</label>
        <input
          id="usuario"
          name="usuario"
          autoComplete="username"
          required
          value={usuario}
          onChange={(e) => setUsuario(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="senha">Senha</label>
        <input
          id="senha"
          name="senha"
          type="password"
          autoComplete="current-password"
          required
          value={senha}
          onChange={(e) => setSenha(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
        {loading ? 'Entrando...' : 'Entrar'}
      </button>
      {/* Someone typing a login is about to open the portal: fetch its code meanwhile. */}
      {usuario && <PrefetchPageLinks page={paths.portal} />}
    </form>
  );
}
