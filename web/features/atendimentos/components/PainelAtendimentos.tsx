import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import type { Atendimento } from '../../../../common/schemas/atendimentos';
import { ETAPAS, type Etapa } from '../../../../common/atendimentos';
import { useResponsaveis } from '../api/gestao';
import { POR_PAGINA, useAbertos, usePainel } from '../api/painel';
import { formatDateTime } from '../format';
import { ROTULO_ETAPA, ROTULO_PRIORIDADE, prazoParaEquipe } from '../prazo-texto';
import { SlaBadge } from './SlaBadge';
import { ConnectionNotice } from './ConnectionNotice';
import { RatingScore } from './RatingSummary';
import { StatusBadge } from './StatusBadge';
import '../atendimentos.css';
import { matchesTerm } from '../../../../common/text';
import { Paginacao } from '../../../components/ui/Paginacao';

/** A ticket's number as typed in the filter: "21" or "#21". */
const NUMERO = /^\s*#?\d+\s*$/;

/**
 * Matches the collaborator's name (any case or accent), the ticket's number ("21", "#21") or the
 * date as shown (e.g. "21/11" or "21/11/2026").
 */
export function matchesFilter(t: Atendimento, filter: string): boolean {
  if (NUMERO.test(filter)) return t.id === Number(filter.trim().replace(/^#/, ''));
  return matchesTerm(filter, [
    t.nome_usuario,
    formatDateTime(t.criado_em),
    t.criado_em.slice(0, 10),
  ]);
}

/**
 * /painel-atendimentos: every ticket for staff, a page at a time, nearest due time first, with
 * filters by stage and responsible; the text filter narrows the page shown.
 */
export function PainelAtendimentos() {
  const [etapa, setEtapa] = useState<Etapa | ''>('');
  const [responsavel, setResponsavel] = useState('');
  const [pagina, setPagina] = useState(1);
  const [filter, setFilter] = useState('');
  // Names and ticket numbers are searched on the server across every page; a date ("21/11")
  // filters the page shown.
  const busca = /\p{L}/u.test(filter) || NUMERO.test(filter) ? filter.trim() : undefined;
  const tickets = usePainel({
    busca,
    etapa: etapa || undefined,
    responsavel: responsavel || undefined,
    pagina,
  });
  const abertosQuery = useAbertos();
  const responsaveis = useResponsaveis();
  const ids = { filter: useId(), etapa: useId(), responsavel: useId() };
  const filterId = ids.filter;
  const all = tickets.data?.itens;
  const total = tickets.data?.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / POR_PAGINA));
  const shown = useMemo(() => all?.filter((t) => matchesFilter(t, filter)) ?? [], [all, filter]);
  const abertos = abertosQuery.data ?? 0;

  return (
    <section className="page">
      <header className="suporte-panel-head">
        <TituloDoPainel
          resumo={all ? `${total} atendimento(s), ${abertos} aberto(s).` : undefined}
        />
        <div className="suporte-filtros">
          <label htmlFor={ids.etapa}>Etapa</label>
          <select
            id={ids.etapa}
            className="input"
            value={etapa}
            onChange={(e) => {
              setEtapa(e.target.value as Etapa | '');
              setPagina(1);
            }}
          >
            <option value="">Todas</option>
            {ETAPAS.map((e) => (
              <option key={e} value={e}>
                {ROTULO_ETAPA[e]}
              </option>
            ))}
          </select>
          <label htmlFor={ids.responsavel}>Responsável</label>
          <select
            id={ids.responsavel}
            className="input"
            value={responsavel}
            onChange={(e) => {
              setResponsavel(e.target.value);
              setPagina(1);
            }}
          >
            <option value="">Todos</option>
            <option value="eu">Comigo</option>
            <option value="nenhum">Sem responsável</option>
            {responsaveis.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {r.nome}
              </option>
            ))}
          </select>
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
            onChange={(e) => {
              setFilter(e.target.value);
              setPagina(1);
            }}
          />
        </div>
      </header>

      <ConnectionNotice
        health={tickets.health}
        text="Acesso negado ou erro ao carregar atendimentos"
        onRetry={() => void tickets.refetch()}
      />

      {tickets.isPending ? (
        <CarregandoAtendimentos />
      ) : tickets.isError && !all ? (
        <p className="alert alert--error" role="alert">
          Acesso negado ou erro ao carregar atendimentos
        </p>
      ) : all && total === 0 && !etapa && !responsavel && !busca ? (
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
                  Prioridade
                </th>
                <th scope="col" role="columnheader">
                  Etapa
                </th>
                <th scope="col" role="columnheader">
                  Responsável
                </th>
                <th scope="col" role="columnheader">
                  Prazo
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
                <tr key={t.id} role="row" className={`sla-row sla-row--${t.sla}`}>
                  <td role="cell">#{t.id}</td>
                  <td role="cell">{t.nome_usuario}</td>
                  <td role="cell">
                    <time dateTime={t.criado_em}>{formatDateTime(t.criado_em)}</time>
                  </td>
                  <td role="cell">
                    <StatusBadge status={t.status} />
                  </td>
                  <td role="cell" data-rotulo="Prioridade">
                    {ROTULO_PRIORIDADE[t.prioridade]}
                  </td>
                  <td role="cell" data-rotulo="Etapa">
                    {ROTULO_ETAPA[t.etapa]}
                  </td>
                  <td role="cell" data-rotulo="Responsável">
                    {t.responsavel_nome ?? '—'}
                  </td>
                  <td role="cell">
                    <div className="suporte-prazo">
                      <SlaBadge a={t} />
                      <span>{prazoParaEquipe(t)}</span>
                    </div>
                  </td>
                  <td
                    role="cell"
                    data-rotulo="Avaliação"
                    title={t.avaliacao?.comentario ?? undefined}
                  >
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
                  <td colSpan={10} className="muted" role="cell">
                    Nenhum atendimento corresponde ao filtro.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {total > POR_PAGINA && (
        <Paginacao
          className="suporte-paginas"
          rotulo="Páginas do painel"
          pagina={pagina}
          paginas={paginas}
          irPara={setPagina}
        />
      )}
    </section>
  );
}

function TituloDoPainel({ resumo }: { resumo?: string }) {
  return (
    <div>
      <h1>Painel de Atendimentos</h1>
      <p className="muted">{resumo ?? 'Chamados de suporte dos colaboradores.'}</p>
      <p className="suporte-panel-links">
        <Link to={paths.relatorioAtendimentos}>Relatório de SLA</Link>
        <Link to={paths.respostasProntas}>Respostas prontas</Link>
      </p>
    </div>
  );
}

function CarregandoAtendimentos() {
  return <p role="status">Carregando atendimentos...</p>;
}

/**
 * The panel before its code has run (web/lib/casca.tsx): its title and links, not yet the
 * filters (what is typed into a field that is then replaced would be lost).
 */
export function CascaDoPainel() {
  return (
    <section className="page">
      <header className="suporte-panel-head">
        <TituloDoPainel />
      </header>
      <CarregandoAtendimentos />
    </section>
  );
}
