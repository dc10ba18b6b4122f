import { CampoSenhaAtual } from './CampoSenhaAtual';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_CHANGE_REDIRECT_S, PASSWORD_MIN_LENGTH } from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { clearSession, despedirSessao, useSession } from '../../../lib/session';
import { useAlterarSenha } from '../api/alterar-senha';

const PASSWORD_CHANGE_ERROR = 'Erro ao alterar a senha. Tente novamente.';
export const SENHAS_DIFERENTES =
  'A confirmação não confere com a nova senha. Digite a mesma senha nos dois campos.';

/**
 * Alterar Senha (docs/product/conta.md): the spec's fields, plus a confirmation of the new
 * password and "Mostrar senha", so that a password typed on a phone's keyboard is the one meant
 * (a typo would otherwise surface only at the next login, after the 15-second countdown).
 */
export function ChangePasswordForm() {
  const session = useSession();
  const navigate = useNavigate();
  const firstLogin = session?.user.primeiro_login === true;
  const [senhaAtual, setSenhaAtual] = useState('');
  const [novaSenha, setNovaSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [mostrar, setMostrar] = useState(false);
  const [diferentes, setDiferentes] = useState(false);
  const alterar = useAlterarSenha();
  const loading = alterar.isPending;
  const error = diferentes
    ? SENHAS_DIFERENTES
    : alterar.error
      ? alterar.error.message || PASSWORD_CHANGE_ERROR
      : '';
  const [countdown, setCountdown] = useState<number | null>(null);

  const [deadline, setDeadline] = useState<number | null>(null);
  useEffect(() => {
    if (deadline === null) return;
    // Counted from a deadline, so a throttled background tab still leaves on time.
    const tick = window.setInterval(() => {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left <= 0) {
        window.clearInterval(tick);
        clearSession();
        navigate(paths.login);
      } else {
        setCountdown(left);
      }
    }, 250);
    return () => window.clearInterval(tick);
  }, [deadline, navigate]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (novaSenha !== confirmacao) {
      setDiferentes(true);
      alterar.reset();
      return;
    }
    setDiferentes(false);
    alterar.mutate(
      { senhaAtual: firstLogin ? undefined : senhaAtual, novaSenha },
      {
        onSuccess: () => {
          // every token of the user is void now: the countdown below leads to the login
          if (session) despedirSessao(session);
          setCountdown(PASSWORD_CHANGE_REDIRECT_S);
          setDeadline(Date.now() + PASSWORD_CHANGE_REDIRECT_S * 1000);
        },
      },
    );
  };

  if (countdown !== null) {
    return (
      <div className="card">
        <p className="alert alert--success" role="status">
          Senha alterada com sucesso! Você será redirecionado para o login em {countdown}{' '}
          segundos...
        </p>
      </div>
    );
  }

  return (
    <form className="card form" onSubmit={submit}>
      {firstLogin && (
        <p className="alert alert--info">
          Este é o seu primeiro acesso: defina uma nova senha para continuar.
        </p>
      )}
      {error && (
        <p id="alterar-senha-erro" className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {!firstLogin && (
        <CampoSenhaAtual
          id="senha-atual"
          rotulo="Senha atual"
          valor={senhaAtual}
          aoMudar={setSenhaAtual}
          mostrar={mostrar}
        />
      )}
      <div className="field">
        <label htmlFor="nova-senha">Nova senha</label>
        <input
          id="nova-senha"
          type={mostrar ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby="nova-senha-dica"
          value={novaSenha}
          onChange={(e) => setNovaSenha(e.target.value)}
        />
        <p id="nova-senha-dica" className="hint">
          Pelo menos {PASSWORD_MIN_LENGTH} caracteres, diferente do login e da senha atual.
        </p>
      </div>
      <div className="field">
        <label htmlFor="confirmar-senha">Confirmar nova senha</label>
        <input
          id="confirmar-senha"
          type={mostrar ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          aria-invalid={diferentes || undefined}
          aria-describedby={diferentes ? 'alterar-senha-erro' : undefined}
          value={confirmacao}
          onChange={(e) => {
            setConfirmacao(e.target.value);
            setDiferentes(false);
          }}
        />
      </div>
      <div className="field field--check">
        <input
          id="mostrar-senha"
          type="checkbox"
          checked={mostrar}
          onChange={(e) => setMostrar(e.target.checked)}
        />
        <label htmlFor="mostrar-senha">Mostrar senha</label>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
        {loading ? 'Salvando...' : 'Alterar senha'}
      </button>
    </form>
  );
}
