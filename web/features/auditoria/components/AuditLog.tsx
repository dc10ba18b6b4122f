import { useDeferredValue, useMemo, useState } from 'react';
import { rotuloDaAcao } from '../../../../common/auditoria';
import { AUDITORIA_MAX_LIMIT } from '../../../../common/auditoria';
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

/**
 * Why the log could not be shown: the server's own reason first, as the person can act on it (a
 * refused profile, dates out of order), then the spec's line, "Falha ao buscar logs: Erro ao
 * buscar auditoria" (docs/product/auditoria.md).
 */
function Falha({ err }: { err: unknown }) {
  const motivo =
    err instanceof ApiError && err.status > 0
      ? err.message
      : err instanceof Error && err.message
        ? err.message
        : 'Não foi possível falar com o servidor.';
  return (
    <div className="alert alert--error audit-falha" role="alert">
      <p className="audit-falha__motivo">{motivo}</p>
      <p className="audit-falha__spec">Falha ao buscar logs: Erro ao buscar auditoria</p>
    </div>
  );
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
        <Falha err={log.error} />
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
                      {rotuloDaAcao(e.acao) && (
                        <span className="audit-acao__rotulo">{rotuloDaAcao(e.acao)} </span>
                      )}
                      <code className="audit-acao">{e.acao}</code>
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
