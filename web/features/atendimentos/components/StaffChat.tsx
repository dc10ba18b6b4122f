import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { useAtendimentos } from '../api/get-atendimentos';
import { formatDateTime } from '../format';
import { ChatView } from './ChatView';
import { RatingSummary } from './RatingSummary';
import { StatusBadge } from './StatusBadge';

/** /atendimento-suporte/{id}: staff answer a ticket; their messages are the suporte side. */
export function StaffChat({ id }: { id: number }) {
  const tickets = useAtendimentos({ meus: false, poll: true });
  const ticket = tickets.data?.find((t) => t.id === id);
  const missing = (tickets.data && !ticket) || !Number.isSafeInteger(id);

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
                  <StatusBadge status={ticket.status} />
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
        />
      )}
    </section>
  );
}
