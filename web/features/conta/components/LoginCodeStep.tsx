import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { setSession } from '../../../lib/session';
import { afterLoginPath } from '../../../lib/session-return';
import { destinoAposLogin } from '../api/destino-apos-login';
import { useLogin2fa } from '../api/login-2fa';
import '../segundo-fator.css';

/**
 * The login's second step (docs/product/conta.md, "Verificação em duas etapas"): the 6-digit code
 * of the authenticator app, or one of the recovery codes. Only this step gives the session.
 */
export function LoginCodeStep({ desafio, onVoltar }: { desafio: string; onVoltar: () => void }) {
  const navigate = useNavigate();
  const [recuperacao, setRecuperacao] = useState(false);
  const [codigo, setCodigo] = useState('');
  const login2fa = useLogin2fa();
  const loading = login2fa.isPending || login2fa.isSuccess;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [recuperacao]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    login2fa.mutate(
      { desafio, codigo },
      {
        onSuccess: ({ token, user }) => {
          const to = afterLoginPath(user);
          setSession(token, user);
          void destinoAposLogin(to, user).then((d) => navigate(d));
        },
      },
    );
  };
  const trocar = () => {
    setRecuperacao(!recuperacao);
    setCodigo('');
    login2fa.reset();
  };
  const error = login2fa.error?.message;

  return (
    <form
      className="card form"
      onSubmit={submit}
      aria-describedby={error ? 'codigo-erro' : undefined}
    >
      <h2 className="login-codigo__titulo">Código de verificação</h2>
      {error && (
        <p id="codigo-erro" className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor="codigo">
          {recuperacao ? 'Código de recuperação' : 'Código do aplicativo autenticador'}
        </label>
        {recuperacao ? (
          <input
            ref={input}
            id="codigo"
            name="codigo"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-describedby="codigo-ajuda"
            value={codigo}
            onChange={(e) => setCodigo(e.target.value)}
          />
        ) : (
          <input
            ref={input}
            id="codigo"
            name="codigo"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            aria-describedby="codigo-ajuda"
            value={codigo}
            onChange={(e) => setCodigo(e.target.value)}
          />
        )}
        <p id="codigo-ajuda" className="muted login-codigo__ajuda">
          {recuperacao
            ? 'Cada código de recuperação vale uma única vez.'
            : 'Abra o aplicativo autenticador e digite o código de 6 dígitos.'}
        </p>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
        {loading ? 'Verificando...' : 'Verificar'}
      </button>
      <div className="login-codigo__acoes">
        <button type="button" className="link-botao" onClick={trocar}>
          {recuperacao ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onVoltar}>
          Voltar
        </button>
      </div>
    </form>
  );
}
