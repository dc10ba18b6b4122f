import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import type { IndicadoresSuporte } from '../../../../common/schemas/atendimentos-relatorio';
import { downloadCsvFile } from '../../../lib/csv';
import { diaNaEmpresa } from '../../../lib/datas';
import { mesCurto, percentual } from '../../../lib/indicadores';
import { useRelatorio } from '../api/relatorio';
import { duracao, encerradosTexto, manchete } from '../prazo-texto';
import { relatorioCsv } from '../relatorio-csv';
import '../atendimentos.css';

const min = (v: number | null) => (v === null ? '—' : duracao(Math.round(v)));
// the company's today, as the server counts the report's days (mesa/relatorio.ts)
const hoje = () => diaNaEmpresa(new Date());
const seisMeses = () => {
  const [a, m] = hoje().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(a, m - 6, 1)).toISOString().slice(0, 10);
};

/** Two bars per group: share answered and share resolved within the SLA. */
function Grafico({
  titulo,
  grupos,
}: {
  titulo: string;
  grupos: Array<{ rotulo: string; i: IndicadoresSuporte }>;
}) {
  return (
    <figure className="card sla-grafico">
      <figcaption>{titulo}</figcaption>
      <ul>
        {grupos.map(({ rotulo, i }) => (
          <li key={rotulo}>
            <span className="sla-grafico__rotulo">{rotulo}</span>
            {(
              [
                ['Respondidos no prazo', i.respondidos_no_prazo, 'resposta'],
                ['Resolvidos no prazo', i.resolvidos_no_prazo, 'solucao'],
              ] as const
            ).map(([nome, v, cls]) => (
              <span key={cls} className="sla-grafico__linha">
                <span
                  className={`sla-grafico__barra sla-grafico__barra--${cls}`}
                  aria-hidden="true"
                >
                  <span style={{ width: `${(v ?? 0) * 100}%` }} />
                </span>
                <span className="sla-grafico__valor">
                  {nome}: {percentual(v)}
                </span>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </figure>
  );
}

function Tabela({
  titulo,
  linhas,
}: {
  titulo: string;
  linhas: Array<{ rotulo: string; i: IndicadoresSuporte }>;
}) {
  // Wider than a phone: a region that scrolls sideways, reachable with the keyboard.
  return (
    <div
      className="table-wrap suporte-relatorio-tabela"
      role="region"
      aria-label={titulo}
      tabIndex={0}
    >
      <table className="table">
        <caption>{titulo}</caption>
        <thead>
          <tr>
            <th scope="col">{titulo === 'Por mês' ? 'Mês' : 'Responsável'}</th>
            <th scope="col">Atendimentos</th>
            <th scope="col">Respondidos</th>
            <th scope="col">Encerrados sem resposta</th>
            <th scope="col">Respondidos no prazo</th>
            <th scope="col">Resolvidos no prazo</th>
            <th scope="col">Mediana 1ª resposta</th>
            <th scope="col">Mediana solução</th>
            <th scope="col">Avaliações</th>
          </tr>
        </thead>
        <tbody>
          {linhas.map(({ rotulo, i }) => (
            <tr key={rotulo}>
              <th scope="row" className="nowrap">
                {rotulo}
              </th>
              <td>{i.atendimentos}</td>
              <td>{i.respondidos}</td>
              <td>{i.encerrados_sem_resposta}</td>
              <td>{percentual(i.respondidos_no_prazo)}</td>
              <td>{percentual(i.resolvidos_no_prazo)}</td>
              <td>{min(i.mediana_primeira_resposta)}</td>
              <td>{min(i.mediana_resolucao)}</td>
              <td>
                {i.avaliacoes.total === 0
                  ? '—'
                  : `★ ${i.avaliacoes.media?.toLocaleString('pt-BR')} (${i.avaliacoes.total}) · ${i.avaliacoes.por_nota
                      .map((n, g) => `${g + 1}: ${n}`)
                      .join(', ')}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /painel-atendimentos/relatorio: how the promise was kept, per month and per staff member. */
export function RelatorioSuporte() {
  const [de, setDe] = useState(seisMeses);
  const [ate, setAte] = useState(hoje);
  const ids = { de: useId(), ate: useId() };
  const rel = useRelatorio(de, ate);
  const r = rel.data;
  return (
    <section className="page">
      <p>
        <Link to={paths.painelAtendimentos}>← Painel de Atendimentos</Link>
      </p>
      <header className="suporte-panel-head">
        <div>
          <h1>Relatório de SLA do Suporte</h1>
          <p className="muted">
            Prazos em minutos úteis, no calendário do suporte. Nenhum conteúdo de conversa.
          </p>
        </div>
        <div className="suporte-filtros">
          <label htmlFor={ids.de}>De</label>
          <input
            id={ids.de}
            type="date"
            className="input"
            value={de}
            onChange={(e) => setDe(e.target.value)}
          />
          <label htmlFor={ids.ate}>Até</label>
          <input
            id={ids.ate}
            type="date"
            className="input"
            value={ate}
            onChange={(e) => setAte(e.target.value)}
          />
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={!r}
            onClick={() =>
              r && downloadCsvFile(relatorioCsv(r), `relatorio-suporte-${r.de}-a-${r.ate}.csv`)
            }
          >
            Exportar CSV
          </button>
        </div>
      </header>
      {rel.isPending && <p role="status">Carregando relatório...</p>}
      {rel.isError && (
        <p className="alert alert--error" role="alert">
          {rel.error.message || 'Erro ao carregar o relatório.'}
        </p>
      )}
      {r && (
        <>
          <p className="sla-manchete">
            <strong>{manchete(r.total)}</strong>
            {r.total.encerrados_sem_resposta > 0 && ` · ${encerradosTexto(r.total)}`}
          </p>
          <dl className="sla-numeros">
            <div className="card">
              <dt>Atendimentos</dt>
              <dd>{r.total.atendimentos}</dd>
            </div>
            <div className="card">
              <dt>Respondidos no prazo</dt>
              <dd>{percentual(r.total.respondidos_no_prazo)}</dd>
            </div>
            <div className="card">
              <dt>Resolvidos no prazo</dt>
              <dd>{percentual(r.total.resolvidos_no_prazo)}</dd>
            </div>
            <div className="card">
              <dt>Encerrados sem resposta</dt>
              <dd>{r.total.encerrados_sem_resposta}</dd>
            </div>
            <div className="card">
              <dt>Mediana da 1ª resposta</dt>
              <dd>{min(r.total.mediana_primeira_resposta)}</dd>
            </div>
            <div className="card">
              <dt>Mediana da solução</dt>
              <dd>{min(r.total.mediana_resolucao)}</dd>
            </div>
            <div className="card">
              <dt>Nota média</dt>
              <dd>{r.total.avaliacoes.media?.toLocaleString('pt-BR') ?? '—'}</dd>
            </div>
          </dl>
          <div className="sla-graficos">
            <Grafico
              titulo="Por mês"
              grupos={r.meses.map((m) => ({ rotulo: mesCurto(m.mes), i: m }))}
            />
            <Grafico
              titulo="Por responsável"
              grupos={r.equipe.map((e) => ({ rotulo: e.responsavel_nome, i: e }))}
            />
          </div>
          <Tabela
            titulo="Por mês"
            linhas={r.meses.map((m) => ({ rotulo: mesCurto(m.mes), i: m }))}
          />
          <Tabela
            titulo="Por responsável"
            linhas={r.equipe.map((e) => ({ rotulo: e.responsavel_nome, i: e }))}
          />
        </>
      )}
    </section>
  );
}
