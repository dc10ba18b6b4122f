import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../../../common/roles';
import type { ComunicadoBody, IncidenteDetalhe } from '../../../../common/schemas/incidentes';
import { useComunicarAfetados } from '../api/comunicar-afetados';
import { usePessoas } from '../api/get-pessoas';
import { dataHora } from '../formatos';

type Para = ComunicadoBody['para'];
const PESSOAS = (n: number) => (n === 1 ? '1 pessoa' : `${n} pessoas`);

/**
 * "Comunicar as pessoas afetadas": the text people will read on the portal, and who gets it:
 * every active account, those of some roles, or people picked by name.
 */
export function ComunicarAfetados({ i }: { i: IncidenteDetalhe }) {
  const [texto, setTexto] = useState('');
  const [para, setPara] = useState<Para>('usuarios');
  const [papeis, setPapeis] = useState<Role[]>([]);
  const [escolhidos, setEscolhidos] = useState<number[]>([]);
  const [busca, setBusca] = useState('');
  const comunicar = useComunicarAfetados(i.id);
  const pessoas = usePessoas(para === 'usuarios');
  const alternar = <T,>(lista: T[], x: T) =>
    lista.includes(x) ? lista.filter((y) => y !== x) : [...lista, x];
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const body: ComunicadoBody =
      para === 'todos'
        ? { texto, para }
        : para === 'papeis'
          ? { texto, para, papeis }
          : { texto, para, usuarios: escolhidos };
    comunicar.mutate(body, {
      onSuccess: () => {
        setTexto('');
        setEscolhidos([]);
        setPapeis([]);
      },
    });
  };
  const termo = busca.trim().toLowerCase();
  const visiveis = (pessoas.data ?? []).filter(
    (p) =>
      escolhidos.includes(p.id) ||
      !termo ||
      p.nome.toLowerCase().includes(termo) ||
      p.login.toLowerCase().includes(termo),
  );
  return (
    <section className="card" aria-labelledby={`comunicar-${i.id}`}>
      <h2 id={`comunicar-${i.id}`}>Comunicar as pessoas afetadas</h2>
      {i.comunicados.length > 0 && (
        <ul className="incidentes__comunicados">
          {i.comunicados.map((c) => (
            <li key={c.id}>
              <p className="muted">
                Enviado em {dataHora(c.criado_em)} a {PESSOAS(c.destinatarios)}; {c.cientes} já{' '}
                {c.cientes === 1 ? 'confirmou' : 'confirmaram'} a leitura.
              </p>
              <p className="incidentes__texto">{c.texto}</p>
            </li>
          ))}
        </ul>
      )}
      <form className="form" onSubmit={enviar}>
        <div className="field">
          <label htmlFor={`comunicado-texto-${i.id}`}>Texto do comunicado</label>
          <textarea
            id={`comunicado-texto-${i.id}`}
            rows={5}
            required
            maxLength={4000}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            aria-describedby={`comunicado-dica-${i.id}`}
          />
          <p id={`comunicado-dica-${i.id}`} className="hint">
            As pessoas leem este texto no portal até confirmarem a leitura. O e-mail e a notificação
            no celular só avisam que há um comunicado.
          </p>
        </div>
        <fieldset className="incidentes__para">
          <legend>Para quem</legend>
          {(
            [
              ['usuarios', 'Pessoas escolhidas'],
              ['papeis', 'Por papel'],
              ['todos', 'Todas as contas ativas'],
            ] as const
          ).map(([valor, rotulo]) => (
            <div className="field field--check" key={valor}>
              <input
                type="radio"
                id={`para-${valor}-${i.id}`}
                name={`para-${i.id}`}
                checked={para === valor}
                onChange={() => setPara(valor)}
              />
              <label htmlFor={`para-${valor}-${i.id}`}>{rotulo}</label>
            </div>
          ))}
        </fieldset>
        {para === 'papeis' && (
          <fieldset className="incidentes__para">
            <legend>Papéis</legend>
            {ROLES.map((r) => (
              <div className="field field--check" key={r}>
                <input
                  type="checkbox"
                  id={`papel-${r}-${i.id}`}
                  checked={papeis.includes(r)}
                  onChange={() => setPapeis(alternar(papeis, r))}
                />
                <label htmlFor={`papel-${r}-${i.id}`}>{ROLE_LABELS[r]}</label>
              </div>
            ))}
          </fieldset>
        )}
        {para === 'usuarios' && (
          <fieldset className="incidentes__para">
            <legend>
              Pessoas ({escolhidos.length === 1 ? '1 escolhida' : `${escolhidos.length} escolhidas`}
              )
            </legend>
            <div className="field">
              <label htmlFor={`busca-${i.id}`}>Buscar por nome ou login</label>
              <input
                id={`busca-${i.id}`}
                type="search"
                value={busca}
                onChange={(e) => setBusca(e.target.value)}
              />
            </div>
            {pessoas.isPending && <p role="status">Carregando pessoas...</p>}
            {pessoas.isError && (
              <p className="alert alert--error" role="alert">
                {pessoas.error.message}
              </p>
            )}
            <ul className="incidentes__pessoas">
              {visiveis.slice(0, 50).map((p) => (
                <li key={p.id} className="field field--check">
                  <input
                    type="checkbox"
                    id={`pessoa-${p.id}-${i.id}`}
                    checked={escolhidos.includes(p.id)}
                    onChange={() => setEscolhidos(alternar(escolhidos, p.id))}
                  />
                  <label htmlFor={`pessoa-${p.id}-${i.id}`}>
                    {p.nome} ({p.login}) — {ROLE_LABELS[p.role]}
                  </label>
                </li>
              ))}
            </ul>
            {visiveis.length > 50 && (
              <p className="hint">Mostrando 50 de {visiveis.length}: refine a busca.</p>
            )}
          </fieldset>
        )}
        {comunicar.isError && (
          <p className="alert alert--error" role="alert">
            {comunicar.error.message}
          </p>
        )}
        {comunicar.isSuccess && (
          <p className="alert alert--success" role="status">
            Comunicado enviado a {PESSOAS(comunicar.data.destinatarios)}.
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={comunicar.isPending}>
          Enviar comunicado
        </button>
      </form>
    </section>
  );
}
