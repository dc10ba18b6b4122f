import { useId } from 'react';
import { ROLE_LABELS } from '../../../../common/roles';
import type { VersoesDoCodigo } from '../../../../common/schemas/conduta';
import { useAdesao } from '../api/get-adesao';
import { baixarAdesaoCsv } from '../csv';
import { data, dataHora } from '../../../lib/datas';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';

/** "1 ciente", "3 cientes". */
const contagem = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** Who among the active people acknowledged a version: totals, per role, names; CSV. */
export function AdesaoConduta({
  versoes,
  versao,
  aoEscolher,
}: {
  versoes: VersoesDoCodigo;
  versao: number | undefined;
  aoEscolher: (v: number) => void;
}) {
  const q = useAdesao(versao, versoes.length > 0);
  const seletor = useId();
  if (versoes.length === 0) return null;
  const a = q.data;
  return (
    <section aria-labelledby="adesao-titulo" className="card">
      <h2 id="adesao-titulo">Adesão</h2>
      <div className="field">
        <label htmlFor={seletor}>Versão</label>
        <select
          id={seletor}
          className="input"
          value={versao ?? versoes[0]!.versao}
          onChange={(e) => aoEscolher(Number(e.target.value))}
        >
          {versoes.map((v) => (
            <option key={v.id} value={v.versao}>
              Versão {v.versao} — {data(v.publicada_em)}
            </option>
          ))}
        </select>
      </div>
      <CarregandoOuErro consulta={q} />
      {a && (
        <>
          <ul className="conduta-totais">
            <li>
              <strong>{a.totais.total}</strong>{' '}
              {a.totais.total === 1 ? 'pessoa ativa' : 'pessoas ativas'}
            </li>
            <li>
              <strong>{a.totais.cientes}</strong> {a.totais.cientes === 1 ? 'ciente' : 'cientes'}
            </li>
            <li>
              <strong>{a.totais.pendentes}</strong>{' '}
              {a.totais.pendentes === 1 ? 'pendente' : 'pendentes'}
            </li>
          </ul>
          <h3>Por papel</h3>
          <ul className="conduta-papeis">
            {a.por_papel.map((p) => (
              <li key={p.role}>
                <strong>{ROLE_LABELS[p.role]}</strong>: {contagem(p.cientes, 'ciente', 'cientes')}{' '}
                de {p.total} · {contagem(p.pendentes, 'pendente', 'pendentes')}
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className="btn btn--secondary" onClick={() => baixarAdesaoCsv(a)}>
              Baixar CSV
            </button>
          </p>
          <h3>Pendentes ({a.pendentes.length})</h3>
          {a.pendentes.length === 0 ? (
            <p className="muted">Todas as pessoas ativas declararam ciência.</p>
          ) : (
            <ul>
              {a.pendentes.map((p) => (
                <li key={p.id}>
                  {p.nome} <span className="muted">({ROLE_LABELS[p.role]})</span>
                </li>
              ))}
            </ul>
          )}
          <details>
            <summary>Cientes ({a.cientes.length})</summary>
            <ul>
              {a.cientes.map((p) => (
                <li key={p.id}>
                  {p.nome} <span className="muted">({ROLE_LABELS[p.role]})</span> —{' '}
                  {dataHora(p.ciente_em)}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
