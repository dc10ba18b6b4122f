import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../../../common/roles';
import { PASSWORD_MIN_LENGTH } from '../../../../common/constants';
import { useCadastrar } from '../api/cadastrar';

export function RegisterUserForm() {
  const [nome, setNome] = useState('');
  const [login, setLogin] = useState('');
  const [senha, setSenha] = useState('');
  const [role, setRole] = useState<Role>('colaborador');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const cadastrar = useCadastrar();
  const loading = cadastrar.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    cadastrar.mutate(
      { nome, login, senha, role },
      {
        onSuccess: () => {
          setNotice({ ok: true, text: 'Usuário cadastrado com sucesso!' });
          setNome('');
          setLogin('');
          setSenha('');
        },
        onError: (err) =>
          setNotice({ ok: false, text: `Erro: ${err.message || 'Erro desconhecido'}` }),
      },
    );
  };

  return (
    <form className="card form" onSubmit={submit}>
      {notice && (
        <p
          className={`alert ${notice.ok ? 'alert--success' : 'alert--error'}`}
          role={notice.ok ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      )}
      <div className="field">
        <label htmlFor="cad-nome">Nome</label>
        <input
          id="cad-nome"
          required
          autoComplete="off"
          value={nome}
          onChange={(e) => setNome(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="cad-login">Login</label>
        <input
          id="cad-login"
          required
          autoComplete="off"
          value={login}
          onChange={(e) => setLogin(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="cad-senha">Senha</label>
        <input
          id="cad-senha"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          aria-describedby="cad-senha-dica"
          value={senha}
          onChange={(e) => setSenha(e.target.value)}
        />
        <p id="cad-senha-dica" className="hint">
          Senha temporária: o usuário deverá trocá-la no primeiro acesso.
        </p>
      </div>
      <div className="field">
        <label htmlFor="cad-role">Cargo</label>
        <select id="cad-role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
        {loading ? 'Cadastrando...' : 'Cadastrar'}
      </button>
    </form>
  );
}
