import { useDeferredValue, useMemo, useState } from 'react';
import { AUDITORIA_MAX_LIMIT } from '../../../../common/schemas/auditoria';
import { ApiError } from '../../../lib/api-client';
import { useAuditoria } from '../api/get-auditoria';
import { auditCsv, downloadCsv } from '../csv';
import {
  filterEntries,
  formatDataHora,
  NO_FILTERS,
  serverWindow,
  type AuditFilters,
} from '../filter';
import '../auditoria.css';

/** Rows drawn at a time; the CSV always carries every filtered row. */
const PAGE = 200;
const number = new Intl.NumberFormat('pt-BR');

function failure(err: unknown): string {
  // docs/product/auditoria.md: 'Falha ao buscar logs: ...' with 'Erro ao buscar auditoria'; the
  // server's reason (e.g. a refused profile) follows in parentheses.
  if (err instanceof ApiError && err.status > 0) {
    return `Falha ao buscar logs: Erro ao buscar auditoria (${err.message})`;
  }
  return `Falha ao buscar logs: ${err instanceof Error ? err.message : 'Erro ao buscar auditoria'}`;
}

/** Auditoria do Sistema: no client role check (docs/product/auditoria.md); the server answers 403. */
export function AuditLog() {
  const [today] = useState(() => new Date().setHours(0, 0, 0, 0));
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [shown, setShown] = useState(PAGE);
  const deferred = useDeferredValue(filters);
  const period = useMemo(() => serverWindow(deferred, today), [deferred, today]);
  const log = useAuditoria(period);
  const rows = useMemo(() => filterEntries(log.data ?? [], deferred), [log.data, deferred]);
  const truncated = (log.data?.length ?? 0) >= AUDITORIA_MAX_LIMIT;

  const set = (changes: Partial<AuditFilters>) => {
    setFilters((f) => ({ ...f, ...changes }));
    setShown(PAGE);
  };
  const filtered = Object.values(filters).some((v) => v !== '');

  return (
    <section className="page audit-page">
      <header className="audit-head">
        <h1>Auditoria do Sistema</h1>
        <p className="muted">
          Registro das ações realizadas no portal: acessos, cadastros, alterações de usuários e
          atendimentos.
        </p>
      </header>

      <form
        className="card audit-filters"
        role="search"
        aria-label="Filtros da auditoria"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <label htmlFor="aud-inicial">Data Inicial</label>
          <input
            id="aud-inicial"
            type="date"
            value={filters.dataInicial}
            max={filters.dataFinal || undefined}
            onChange={(e) => set({ dataInicial: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="aud-final">Data Final</label>
          <input
            id="aud-final"
            type="date"
            value={filters.dataFinal}
            min={filters.dataInicial || undefined}
            onChange={(e) => set({ dataFinal: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="aud-usuario">Usuário</label>
          <input
            id="aud-usuario"
            type="search"
            placeholder="Nome do usuário"
            autoComplete="off"
            value={filters.usuario}
            onChange={(e) => set({ usuario: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="aud-acao">Ação</label>
          <input
            id="aud-acao"
            type="search"
            placeholder="ex.: login"
            autoComplete="off"
            value={filters.acao}
            onChange={(e) => set({ acao: e.target.value })}
          />
        </div>
        <div className="audit-filters__actions">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={!filtered}
            onClick={() => set(NO_FILTERS)}
          >
            Limpar filtros
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={rows.length === 0}
            onClick={() => downloadCsv(auditCsv(rows))}
          >
            Exportar CSV
          </button>
        </div>
      </form>

      <div className="audit-summary" aria-live="polite">
        {log.data && !log.isError && (
          <p>
            {rows.length === 1 ? '1 registro' : `${number.format(rows.length)} registros`}
            {truncated && (
              <span className="muted">
                {' '}
                — consulta limitada aos {number.format(AUDITORIA_MAX_LIMIT)} registros mais recentes
                do período; use as datas para ver registros mais antigos.
              </span>
            )}
          </p>
        )}
      </div>

      {log.isPending ? (
        <p className="audit-state" role="status">
          Carregando...
        </p>
      ) : log.isError ? (
        <p className="alert alert--error" role="alert">
          {failure(log.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="audit-state">Nenhum registro encontrado.</p>
      ) : (
        <>
          <div className="table-wrap">
            <table className="table table--stack audit-table">
              <caption className="visually-hidden">
                Registros de auditoria, do mais recente ao mais antigo
              </caption>
              <thead>
                <tr>
                  <th scope="col">Data/Hora</th>
                  <th scope="col">Usuário</th>
                  <th scope="col">Login</th>
                  <th scope="col">Ação</th>
                  <th scope="col">Detalhes</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, shown).map((e) => (
                  <tr key={e.id}>
                    <td data-label="Data/Hora" className="audit-table__when">
                      <time dateTime={e.data_hora}>{formatDataHora(e.data_hora)}</time>
                    </td>
                    <td data-label="Usuário">{e.usuario_nome ?? '—'}</td>
                    <td data-label="Login">{e.login ?? '—'}</td>
                    <td data-label="Ação">
                      <span className="audit-acao">{e.acao}</span>
                    </td>
                    <td data-label="Detalhes" className="audit-table__details">
                      {e.detalhes}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > shown && (
            <p className="audit-more">
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => setShown((n) => n + PAGE)}
              >
                Mostrar mais registros ({number.format(rows.length - shown)} restantes)
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
