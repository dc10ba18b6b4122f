import { useId, useState } from 'react';
import { downloadCsvFile } from '../../../lib/csv';
import { mesCurto } from '../../../lib/indicadores';
import { useIndicadoresPgr } from '../api/indicadores-pgr';
import { pgrCsv } from '../pgr-csv';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';
import { diaNaEmpresa } from '../../../lib/datas';

const mesAtual = () => diaNaEmpresa(new Date()).slice(0, 7);
function onzeMesesAntes(mes: string) {
  const [a, m] = mes.split('-').map(Number);
  const d = new Date(Date.UTC(a!, m! - 1 - 11, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * For the risk inventory (NR-1 GRO/PGR): cases by category and month, 1 and 2 shown as "<3"
 * (docs/product/denuncias.md, "Para o PGR"). Compliance and admin.
 */
export function IndicadoresPgr() {
  const [ate, setAte] = useState(mesAtual);
  const [de, setDe] = useState(() => onzeMesesAntes(mesAtual()));
  const ids = { de: useId(), ate: useId() };
  const q = useIndicadoresPgr(de, ate, true);
  const p = q.data;
  return (
    <section className="ouv-pgr" aria-labelledby="pgr-titulo">
      <h2 id="pgr-titulo">Para o inventário de riscos (PGR)</h2>
      <p className="muted">
        Denúncias por categoria e mês, para o GRO/PGR da NR-1. Contagens de 1 ou 2 aparecem como
        &quot;&lt;3&quot;; nenhum conteúdo, protocolo ou dia.
      </p>
      <div className="ouv-pgr__filtros">
        <div className="field">
          <label htmlFor={ids.de}>De (mês)</label>
          <input id={ids.de} type="month" value={de} onChange={(e) => setDe(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.ate}>Até (mês)</label>
          <input id={ids.ate} type="month" value={ate} onChange={(e) => setAte(e.target.value)} />
        </div>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={!p}
          onClick={() => p && downloadCsvFile(pgrCsv(p), `ouvidoria-pgr-${p.de}-a-${p.ate}.csv`)}
        >
          Baixar CSV
        </button>
      </div>
      <CarregandoOuErro consulta={q} />
      {p && (
        <div
          className="table-wrap"
          role="region"
          aria-label="Denúncias por categoria e mês"
          tabIndex={0}
        >
          <table className="table">
            <caption className="muted">Denúncias por categoria e mês de recebimento</caption>
            <thead>
              <tr>
                <th scope="col">Categoria</th>
                {p.meses.map((m) => (
                  <th scope="col" key={m} className="nowrap">
                    {mesCurto(m)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {p.por_categoria.map((c) => (
                <tr key={c.chave}>
                  <th scope="row">{c.chave}</th>
                  {c.meses.map((m) => (
                    <td key={m.chave}>{m.total}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
