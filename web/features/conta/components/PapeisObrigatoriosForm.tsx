import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../common/roles';
import { useDefinirPapeisObrigatorios, usePapeisObrigatorios } from '../api/papeis-obrigatorios';
import '../segundo-fator.css';

/** The admin's choice of roles that must use two-factor sign-in (docs/product/conta.md). */
export function PapeisObrigatoriosForm() {
  const atual = usePapeisObrigatorios();
  if (atual.isPending) return <p role="status">Carregando...</p>;
  if (atual.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {atual.error.message}
      </p>
    );
  }
  return <Formulario inicial={atual.data.papeis} />;
}

function Formulario({ inicial }: { inicial: StaffRole[] }) {
  const [papeis, setPapeis] = useState<StaffRole[]>(inicial);
  const definir = useDefinirPapeisObrigatorios();
  const alternar = (p: StaffRole) => {
    definir.reset();
    setPapeis((atual) => (atual.includes(p) ? atual.filter((x) => x !== p) : [...atual, p]));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    definir.mutate({ papeis });
  };
  return (
    <form className="card form conta-2fa" onSubmit={submit}>
      <fieldset>
        <legend>Exigir verificação em duas etapas dos perfis</legend>
        {STAFF_ROLES.map((p) => (
          <div className="field field--check" key={p}>
            <input
              type="checkbox"
              id={`papel-${p}`}
              checked={papeis.includes(p)}
              onChange={() => alternar(p)}
            />
            <label htmlFor={`papel-${p}`}>{ROLE_LABELS[p]}</label>
          </div>
        ))}
      </fieldset>
      <p className="muted">
        Quem tiver um desses perfis e ainda não usar a verificação será levado a ativá-la no próximo
        acesso, antes de qualquer outra tela.
      </p>
      {definir.error && (
        <p className="alert alert--error" role="alert">
          {definir.error.message}
        </p>
      )}
      {definir.isSuccess && (
        <p className="alert alert--success" role="status">
          Alterações salvas.
        </p>
      )}
      <div>
        <button type="submit" className="btn btn--primary" disabled={definir.isPending}>
          Salvar
        </button>
      </div>
    </form>
  );
}
