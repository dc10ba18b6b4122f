import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { useAtendimento } from '../api/get-atendimento';
import { formatDateTime } from '../format';
import { ROTULO_ETAPA, ROTULO_PRIORIDADE } from '../prazo-texto';
import { ChatView } from './ChatView';
import { GestaoDoAtendimento } from './GestaoDoAtendimento';
import { RatingSummary } from './RatingSummary';
import { StatusBadge } from './StatusBadge';

/**
 * /atendimento-suporte/{id}: staff answer a ticket (their messages are the suporte side), with
 * its management beside the conversation.
 */
export function StaffChat({ id }: { id: number }) {
  const tickets = useAtendimento(id, true);
  const ticket = tickets.data?.id === id ? tickets.data : undefined;
  const missing =
    (tickets.error && 'status' in tickets.error && tickets.error.status === 404) ||
    !Number.isSafeInteger(id) ||
    id <= 0;
  const [insert, setInsert] = useState<{ texto: string; n: number }>();

  return (
    <section className="page suporte-chat-page">
      {missing ? (
        <div className="card">
          <h1>Atendimento #{Number.isSafeInteger(id) ? id : '?'}</h1>
          <p className="alert alert--error" role="alert">
            Atendimento não encontrado.
          </p>
          <p>
            <Link to={paths.painelAtendimentos}>Voltar ao Painel de Atendimentos</Link>
          </p>
        </div>
      ) : tickets.isError && !tickets.data ? (
        <p className="card alert alert--error" role="alert">
          Acesso negado ou erro ao carregar atendimentos
        </p>
      ) : (
        <div className="suporte-staff">
          <ChatView
            key={id}
            atendimentoId={id}
            status={ticket?.status}
            side="suporte"
            names={{ usuario: ticket?.nome_usuario ?? 'Colaborador', suporte: 'Suporte' }}
            header={
              <>
                <h1>Atendimento #{id}</h1>
                {ticket && (
                  <p className="chat__sub">
                    {ticket.nome_usuario} · aberto em {formatDateTime(ticket.criado_em)}{' '}
                    <StatusBadge status={ticket.status} />{' '}
                    <span className="suporte-tag">{ROTULO_ETAPA[ticket.etapa]}</span>{' '}
                    <span className="suporte-tag">
                      Prioridade {ROTULO_PRIORIDADE[ticket.prioridade].toLowerCase()}
                    </span>
                  </p>
                )}
                {/* Rated while still open (rare): shown here; once closed, below the chat. */}
                {ticket?.status === 'aberto' && ticket.avaliacao && (
                  <RatingSummary avaliacao={ticket.avaliacao} />
                )}
              </>
            }
            headerLinks={<Link to={paths.painelAtendimentos}>Ver painel</Link>}
            emptyText="Nenhuma mensagem ainda..."
            closedText="Este atendimento foi encerrado."
            closedActions={ticket && <RatingSummary avaliacao={ticket.avaliacao} />}
            listHealth={tickets.health}
            onRetryList={() => void tickets.refetch()}
            composerInsert={insert}
          />
          {ticket && (
            <GestaoDoAtendimento
              atendimento={ticket}
              onResposta={(texto) => setInsert((i) => ({ texto, n: (i?.n ?? 0) + 1 }))}
            />
          )}
        </div>
      )}
    </section>
  );
}
