import { ROLE_LABELS, ROLES, type Role } from '../../../../common/roles';
import { USER_STATUS_LABELS, USER_STATUSES, type UserStatus } from '../../../../common/usuarios';

export interface UserFormValues {
  nome: string;
  login: string;
  email: string;
  role: Role | '';
  status_usuario: UserStatus;
  senha: string;
}

/** What the actor may choose (see form-permissions.ts); a note explains a locked field. */
export interface FieldLimits {
  roles: readonly Role[];
  roleNote?: string | null;
  statuses?: readonly UserStatus[];
  statusNote?: string | null;
  passwordNote?: string | null;
}

/**
 * The fields of Editar Usuário, shared with Novo Usuário. Creating, there is no status (a new
 * account is active) and the password is required rather than "Nova Senha". Only the choices
 * the server accepts are offered; a field with none left is locked, with the reason below it.
 */
export function UserFields({
  mode,
  values,
  onChange,
  limits,
}: {
  mode: 'edit' | 'new';
  values: UserFormValues;
  onChange: (changes: Partial<UserFormValues>) => void;
  limits: FieldLimits;
}) {
  const id = (name: string) => `usuario-${mode}-${name}`;
  const statuses = limits.statuses ?? USER_STATUSES;
  const note = (name: string, text: string | null | undefined) =>
    text ? (
      <p id={id(name)} className="hint">
        {text}
      </p>
    ) : null;
  return (
    <>
      <div className="field">
        <label htmlFor={id('nome')}>Nome</label>
        <input
          id={id('nome')}
          required
          autoComplete="off"
          maxLength={120}
          value={values.nome}
          onChange={(e) => onChange({ nome: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={id('login')}>Login</label>
        <input
          id={id('login')}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={60}
          value={values.login}
          onChange={(e) => onChange({ login: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={id('email')}>E-mail (opcional)</label>
        <input
          id={id('email')}
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={values.email}
          aria-describedby={id('email-nota')}
          onChange={(e) => onChange({ email: e.target.value })}
        />
        <p id={id('email-nota')} className="hint">
          A equipe recebe por e-mail avisos de novos atendimentos e casos da Ouvidoria.
        </p>
      </div>
      <div className="users-form__row">
        <div className="field">
          <label htmlFor={id('cargo')}>Cargo</label>
          <select
            id={id('cargo')}
            required
            value={values.role}
            disabled={!!limits.roleNote}
            aria-describedby={limits.roleNote ? id('cargo-nota') : undefined}
            onChange={(e) => onChange({ role: e.target.value as Role | '' })}
          >
            {values.role === '' && <option value="">Selecione</option>}
            {ROLES.filter((r) => limits.roles.includes(r)).map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
          {note('cargo-nota', limits.roleNote)}
        </div>
        {mode === 'edit' && (
          <div className="field">
            <label htmlFor={id('status')}>Status</label>
            <select
              id={id('status')}
              value={values.status_usuario}
              disabled={!!limits.statusNote}
              aria-describedby={limits.statusNote ? id('status-nota') : undefined}
              onChange={(e) => onChange({ status_usuario: e.target.value as UserStatus })}
            >
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {USER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
            {note('status-nota', limits.statusNote)}
          </div>
        )}
      </div>
      <div className="field">
        <label htmlFor={id('senha')}>{mode === 'edit' ? 'Nova Senha' : 'Senha'}</label>
        <input
          id={id('senha')}
          type="password"
          required={mode === 'new'}
          disabled={!!limits.passwordNote}
          autoComplete="new-password"
          placeholder={mode === 'edit' ? 'Deixe em branco para não alterar' : undefined}
          aria-describedby={id('senha-dica')}
          value={values.senha}
          onChange={(e) => onChange({ senha: e.target.value })}
        />
        <p id={id('senha-dica')} className="hint">
          {limits.passwordNote ??
            (mode === 'edit'
              ? 'Uma nova senha é temporária: o usuário deverá trocá-la no próximo acesso.'
              : 'Senha temporária, com pelo menos 8 caracteres: o usuário deverá trocá-la no primeiro acesso.')}
        </p>
      </div>
    </>
  );
}

export const REQUIRED_MESSAGE = 'Nome, login e cargo são obrigatórios.';

export function missingRequired(v: UserFormValues): boolean {
  return !v.nome.trim() || !v.login.trim() || !v.role;
}
