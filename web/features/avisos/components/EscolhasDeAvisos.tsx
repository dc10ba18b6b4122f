import { useEffect, useState } from 'react';
import {
  CANAIS,
  ROTULOS_DOS_AVISOS,
  type Canal,
  type TipoDeAviso,
} from '../../../../common/avisos';
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
  // A switch moves in the tap itself: the cache's own update (useSalvarAvisos) lands a moment
  // later, and a controlled box would spring back meanwhile. Once the server has answered the
  // last change, the cache says what holds (the error too, if refused).
  const [aMudar, setAMudar] = useState<Record<string, boolean>>({});
  useEffect(() => {
    if (!salvar.isPending) setAMudar({});
  }, [salvar.isPending]);
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
            ([tipo, salvo]) => {
              const id = `aviso-${canal}-${tipo}`;
              const ligado = aMudar[id] ?? salvo;
              const mudar = () => {
                setAMudar((m) => ({ ...m, [id]: !ligado }));
                salvar.mutate({ [canal]: { [tipo]: !ligado } });
              };
              return (
                <div className="field field--check" key={tipo}>
                  <input type="checkbox" id={id} checked={ligado} onChange={mudar} />
                  <label htmlFor={id}>{ROTULOS_DOS_AVISOS[tipo]}</label>
                </div>
              );
            },
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
