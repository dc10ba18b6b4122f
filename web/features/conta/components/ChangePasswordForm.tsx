import { CampoSenhaAtual } from './CampoSenhaAtual';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_CHANGE_REDIRECT_S, PASSWORD_MIN_LENGTH } from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { clearSession, useSession } from '../../../lib/session';
import { useAlterarSenha } from '../api/alterar-senha';

const PASSWORD_CHANGE_ERROR = 'Erro ao alterar a senha. Tente novamente.';

export function ChangePasswordForm() {
  const session = useSession();
  const navigate = useNavigate();
  const firstLogin = session?.user.primeiro_login === true;
  const [senhaAtual, setSenhaAtual] = useState('');
  const [novaSenha, setNovaSenha] = useState('');
  const alterar = useAlterarSenha();
  const loading = alterar.isPending;
  const error = alterar.error ? alterar.error.message || PASSWORD_CHANGE_ERROR : '';
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
    alterar.mutate(
      { senhaAtual: firstLogin ? undefined : senhaAtual, novaSenha },
      {
        onSuccess: () => {
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
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {!firstLogin && (
        <CampoSenhaAtual
          id="senha-atual"
          rotulo="Senha atual"
          valor={senhaAtual}
          aoMudar={setSenhaAtual}
        />
      )}
      <div className="field">
        <label htmlFor="nova-senha">Nova senha</label>
        <input
          id="nova-senha"
          type="password"
          autoComplete="new-password"
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
      <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
        {loading ? 'Salvando...' : 'Alterar senha'}
      </button>
    </form>
  );
}
