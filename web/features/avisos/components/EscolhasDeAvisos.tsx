import {
  CANAIS,
  ROTULOS_DOS_AVISOS,
  type Canal,
  type TipoDeAviso,
} from '../../../../common/schemas/avisos';
import { useAvisos } from '../api/get-avisos';
import { useSalvarAvisos } from '../api/salvar-avisos';
import '../avisos.css';

const NOMES_DOS_CANAIS: Record<Canal, string> = {
  push: 'No celular (notificação)',
  email: 'Por e-mail',
};

/** "Quais avisos receber": each kind of the person's role, per channel, saved as it is switched. */
export function EscolhasDeAvisos() {
  const escolhas = useAvisos();
  const salvar = useSalvarAvisos();
  if (escolhas.isPending) return <p role="status">Carregando...</p>;
  if (escolhas.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {escolhas.error.message}
      </p>
    );
  }
  const canais = CANAIS.filter((c) => Object.keys(escolhas.data[c]).length > 0);
  return (
    <section className="card avisos-escolhas" aria-labelledby="avisos-escolhas-titulo">
      <h2 id="avisos-escolhas-titulo">Quais avisos receber</h2>
      {canais.map((canal) => (
        <fieldset key={canal}>
          <legend>{NOMES_DOS_CANAIS[canal]}</legend>
          {(Object.entries(escolhas.data[canal]) as [TipoDeAviso, boolean][]).map(
            ([tipo, ligado]) => (
              <div className="field field--check" key={tipo}>
                <input
                  type="checkbox"
                  id={`aviso-${canal}-${tipo}`}
                  checked={ligado}
                  onChange={() => salvar.mutate({ [canal]: { [tipo]: !ligado } })}
                />
                <label htmlFor={`aviso-${canal}-${tipo}`}>{ROTULOS_DOS_AVISOS[tipo]}</label>
              </div>
            ),
          )}
        </fieldset>
      ))}
      {canais.includes('email') && (
        <p className="muted">Os e-mails vão para o endereço cadastrado pela gestão de usuários.</p>
      )}
      {salvar.error && (
        <p className="alert alert--error" role="alert">
          {salvar.error.message}
        </p>
      )}
      {salvar.isSuccess && (
        <p className="alert alert--success" role="status">
          Escolhas salvas.
        </p>
      )}
    </section>
  );
}
