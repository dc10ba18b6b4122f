import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import type { Atendimento } from '../../../../common/schemas/atendimentos';
import { useAtendimentos } from '../api/get-atendimentos';
import { formatDateTime } from '../format';
import { ConnectionNotice } from './ConnectionNotice';
import { RatingScore } from './RatingSummary';
import { StatusBadge } from './StatusBadge';
import '../atendimentos.css';
import { matchesTerm } from '../../../../common/text';

/** Matches the collaborator's name or the date as shown (e.g. "21/11" or "21/11/2026"). */
export function matchesFilter(t: Atendimento, filter: string): boolean {
  return matchesTerm(filter, [
    t.nome_usuario,
    formatDateTime(t.criado_em),
    t.criado_em.slice(0, 10),
  ]);
}

/** /painel-atendimentos: every ticket, newest first, for staff. */
export function PainelAtendimentos() {
  const tickets = useAtendimentos({ meus: false, poll: true });
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const all = tickets.data;
  const shown = useMemo(() => all?.filter((t) => matchesFilter(t, filter)) ?? [], [all, filter]);
  const abertos = all?.filter((t) => t.status === 'aberto').length ?? 0;

  return (
    <section className="page">
      <header className="suporte-panel-head">
        <div>
          <h1>Painel de Atendimentos</h1>
          <p className="muted">
            {all
              ? `${all.length} atendimento(s), ${abertos} aberto(s).`
              : 'Chamados de suporte dos colaboradores.'}
          </p>
        </div>
        <div className="suporte-filter">
          <label htmlFor={filterId} className="visually-hidden">
            Filtrar atendimentos
          </label>
          <input
            id={filterId}
            type="search"
            className="input"
            placeholder="Filtrar por nome ou data..."
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
      </header>

      <ConnectionNotice
        health={tickets.health}
        text="Acesso negado ou erro ao carregar atendimentos"
        onRetry={() => void tickets.refetch()}
      />

      {tickets.isPending ? (
        <p role="status">Carregando atendimentos...</p>
      ) : tickets.isError && !all ? (
        <p className="alert alert--error" role="alert">
          Acesso negado ou erro ao carregar atendimentos
        </p>
      ) : all && all.length === 0 ? (
        <p className="suporte-empty">Nenhum atendimento registrado.</p>
      ) : (
        <div className="table-wrap">
          <table className="table suporte-table" role="table">
            <caption className="visually-hidden">Atendimentos de suporte</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  ID
                </th>
                <th scope="col" role="columnheader">
                  Colaborador
                </th>
                <th scope="col" role="columnheader">
                  Data
                </th>
                <th scope="col" role="columnheader">
                  Status
                </th>
                <th scope="col" role="columnheader">
                  Avaliação
                </th>
                <th scope="col" role="columnheader">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {shown.map((t) => (
                <tr key={t.id} role="row">
                  <td role="cell">#{t.id}</td>
                  <td role="cell">{t.nome_usuario}</td>
                  <td role="cell">
                    <time dateTime={t.criado_em}>{formatDateTime(t.criado_em)}</time>
                  </td>
                  <td role="cell">
                    <StatusBadge status={t.status} />
                  </td>
                  <td role="cell" title={t.avaliacao?.comentario ?? undefined}>
                    <RatingScore avaliacao={t.avaliacao} />
                  </td>
                  <td role="cell">
                    <Link
                      className={`btn btn--small ${t.status === 'aberto' ? 'btn--primary' : 'btn--secondary'}`}
                      to={paths.atendimentoSuporte(t.id)}
                      aria-label={`Abrir Chat do atendimento #${t.id} de ${t.nome_usuario}`}
                    >
                      Abrir Chat
                    </Link>
                  </td>
                </tr>
              ))}
              {shown.length === 0 && (
                <tr role="row">
                  <td colSpan={6} className="muted" role="cell">
                    Nenhum atendimento corresponde ao filtro.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
