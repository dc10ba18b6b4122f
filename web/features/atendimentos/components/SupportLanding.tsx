import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  SLA_FIRST_RESPONSE_BUSINESS_HOURS,
  SLA_RESOLUTION_BUSINESS_HOURS,
} from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { useSession } from '../../../lib/session';
import { useAtendimentos } from '../api/get-atendimentos';
import { PRIORIDADES, type Prioridade } from '../../../../common/atendimentos';
import { firstName } from '../format';
import { METAS_SUPORTE } from '../../../content/site';
import { emTempoUtil, ROTULO_PRIORIDADE } from '../prazo-texto';
import { PrazoDoColaborador } from './PrazoDoColaborador';
import { PaginaCarregando } from '../../../lib/casca';
import '../atendimentos.css';

const TIPS = [
  {
    title: 'Confira o básico',
    text: 'Verifique sua conexão de rede, seu login e senha e se você tem permissão de acesso ao sistema.',
  },
  {
    title: 'Tenha as evidências em mãos',
    text: 'Separe capturas de tela, mensagens de erro e o horário aproximado em que o problema aconteceu.',
  },
  {
    title: 'Descreva o impacto',
    text: 'Informe qual sistema foi afetado e como isso impacta o seu trabalho.',
  },
];

/** /suporte: tips before opening a ticket, the SLA, and the way into the chat. */
export function SupportLanding() {
  const session = useSession();
  const tickets = useAtendimentos({ meus: true, poll: false });
  const open = tickets.data?.find((t) => t.status === 'aberto');
  const [prioridade, setPrioridade] = useState<Prioridade>('normal');
  const prioridadeId = useId();
  // The times of the priority picked; the spec's default (2 and 8 business hours) for "normal"
  // and whenever no priority is being picked (an open ticket shows its own due times below).
  const prazosDe: Prioridade = open || tickets.isPending ? 'normal' : prioridade;
  const [primeiraResposta, resolucao] =
    prazosDe === 'normal'
      ? [
          emTempoUtil(SLA_FIRST_RESPONSE_BUSINESS_HOURS * 60),
          emTempoUtil(SLA_RESOLUTION_BUSINESS_HOURS * 60),
        ]
      : [
          emTempoUtil(METAS_SUPORTE[prazosDe].primeiraResposta),
          emTempoUtil(METAS_SUPORTE[prazosDe].resolucao),
        ];

  return (
    <section className="page suporte-landing">
      <CabecalhoDoSuporte nome={firstName(session?.user.nome)} />

      <div className="suporte-grid">
        <section className="card suporte-tips" aria-labelledby="suporte-dicas">
          <h2 id="suporte-dicas">Antes de abrir um chamado</h2>
          <ol className="suporte-tips__list">
            {TIPS.map((tip) => (
              <li key={tip.title}>
                <strong>{tip.title}</strong>
                <span>{tip.text}</span>
              </li>
            ))}
          </ol>
        </section>

        <aside className="card suporte-cta" aria-labelledby="suporte-sla">
          <h2 id="suporte-sla">Prazos de atendimento</h2>
          {prazosDe !== 'normal' && (
            <p className="suporte-sla__prioridade">Prioridade {ROTULO_PRIORIDADE[prazosDe]}:</p>
          )}
          <dl className="suporte-sla" aria-live="polite">
            <div>
              <dt>Primeira resposta</dt>
              <dd>em até {primeiraResposta}</dd>
            </div>
            <div>
              <dt>Resolução</dt>
              <dd>em até {resolucao}</dd>
            </div>
          </dl>
          <p className="hint">Os prazos podem variar conforme a criticidade do chamado.</p>
          <div className="suporte-cta__actions">
            {tickets.isPending ? (
              <p role="status" className="muted">
                Verificando seus chamados...
              </p>
            ) : open ? (
              <>
                <p className="suporte-cta__open">Você tem um chamado aberto (#{open.id}).</p>
                {open.resposta_nao_lida && (
                  <p className="suporte-cta__resposta" role="status">
                    <span className="portal-tile__badge">Nova resposta</span> O suporte respondeu ao
                    seu chamado.
                  </p>
                )}
                <PrazoDoColaborador atendimento={open} />
                <Link
                  className="btn btn--primary btn--block"
                  to={paths.atendimento}
                  prefetch="render"
                >
                  Retomar Chat de Suporte
                </Link>
                <Link className="btn btn--secondary btn--block" to={paths.avaliacao(open.id)}>
                  Avaliar Atendimento
                </Link>
              </>
            ) : (
              <>
                <label className="suporte-cta__prioridade" htmlFor={prioridadeId}>
                  Prioridade (opcional)
                  <select
                    id={prioridadeId}
                    className="input"
                    value={prioridade}
                    onChange={(e) => setPrioridade(e.target.value as Prioridade)}
                  >
                    {PRIORIDADES.map((p) => (
                      <option key={p} value={p}>
                        {ROTULO_PRIORIDADE[p]}
                      </option>
                    ))}
                  </select>
                </label>
                {/* The chat's code is fetched while the page is read (its data is not). */}
                <Link
                  className="btn btn--primary btn--block"
                  prefetch="render"
                  to={
                    prioridade === 'normal'
                      ? paths.atendimento
                      : `${paths.atendimento}?prioridade=${prioridade}`
                  }
                >
                  Abrir Chat de Suporte
                </Link>
              </>
            )}
          </div>
        </aside>
      </div>
    </section>
  );
}

function CabecalhoDoSuporte({ nome }: { nome?: string }) {
  return (
    <header className="suporte-hero">
      <p className="suporte-hero__kicker">Suporte ao Colaborador</p>
      {nome ? <h1>Olá, {nome}!</h1> : <h1>Olá!</h1>}
      <p className="suporte-hero__lead">
        Está com alguma dificuldade? Nossa equipe de suporte ajuda você pelo chat.
      </p>
    </header>
  );
}

/** /suporte before its code has run (web/lib/casca.tsx): the greeting, without the name. */
export function CascaDoSuporte() {
  return (
    <PaginaCarregando classe="suporte-landing">
      <CabecalhoDoSuporte />
    </PaginaCarregando>
  );
}
