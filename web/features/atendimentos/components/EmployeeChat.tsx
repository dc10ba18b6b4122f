import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../common/paths';
import { PRIORIDADES, type Prioridade } from '../../../../common/schemas/atendimentos';
import { useSession } from '../../../lib/session';
import { useAbrirAtendimento } from '../api/abrir-atendimento';
import { useAtendimento } from '../api/get-atendimento';
import { useConversaNoAparelho, useGuardarConversa } from '../hooks/use-conversa-no-aparelho';
import { ChatView } from './ChatView';
import { PrazoDoColaborador } from './PrazoDoColaborador';

const NAMES = { usuario: 'Você', suporte: 'Suporte' } as const;

/**
 * /atendimento: asks the server for the open ticket (or a new one, with the priority chosen on
 * /suporte), then reads it, polling it and its messages every 3.5 s while it is open.
 */
export function EmployeeChat() {
  const session = useSession();
  const abrir = useAbrirAtendimento();
  const [params] = useSearchParams();
  const pedida = params.get('prioridade');
  const prioridade = PRIORIDADES.includes(pedida as Prioridade)
    ? (pedida as Prioridade)
    : undefined;
  const [atendimentoId, setAtendimentoId] = useState<number | null>(null);
  const recuperar = useConversaNoAparelho(session?.user.id ?? null);
  const { mutate } = abrir;
  const start = useCallback(
    () =>
      mutate(prioridade, {
        onSuccess: (r) => setAtendimentoId(r.atendimentoId),
        // Without a signal: the conversation as last seen on this device, if there is one.
        onError: () =>
          void recuperar().then((id) => {
            if (id !== null) setAtendimentoId((atual) => atual ?? id);
          }),
      }),
    [mutate, prioridade, recuperar],
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  // Nothing changes on a closed ticket any more: stop polling once it is closed.
  const query = useAtendimento(atendimentoId, (a) => a?.status !== 'fechado');
  const ticket = query.data?.id === atendimentoId ? query.data : undefined;
  const status = ticket?.status;
  useGuardarConversa(session?.user.id ?? null, ticket);
  // Opened from the device: ask the server again for the open ticket once it can be reached.
  useEffect(() => {
    if (!abrir.isError || atendimentoId === null) return;
    window.addEventListener('online', start);
    return () => window.removeEventListener('online', start);
  }, [abrir.isError, atendimentoId, start]);

  let body;
  if (abrir.isError && atendimentoId === null) {
    body = (
      <div className="card chat-start-error">
        <p className="alert alert--error" role="alert">
          Erro ao iniciar atendimento
        </p>
        <button type="button" className="btn btn--primary" onClick={start}>
          Tentar novamente
        </button>
      </div>
    );
  } else if (atendimentoId === null) {
    body = (
      <p className="card chat-loading" role="status">
        Carregando atendimento...
      </p>
    );
  } else {
    body = (
      <ChatView
        key={atendimentoId}
        atendimentoId={atendimentoId}
        status={status}
        side="usuario"
        names={NAMES}
        header={
          <>
            <h1>Atendimento ao Colaborador</h1>
            <p className="chat__sub">
              {session?.user.nome} · Chamado #{atendimentoId}
            </p>
            {ticket && <PrazoDoColaborador atendimento={ticket} />}
          </>
        }
        emptyText={status === 'fechado' ? '' : 'Inicie a conversa com o suporte...'}
        closedText="Este atendimento foi encerrado. Caso precise, inicie um novo chamado."
        closedActions={
          <div className="chat__closed-actions">
            {ticket && !ticket.avaliado && (
              <Link className="btn btn--accent btn--small" to={paths.avaliacao(atendimentoId)}>
                Avaliar Atendimento
              </Link>
            )}
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={start}
              disabled={abrir.isPending}
            >
              Iniciar novo chamado
            </button>
          </div>
        }
        listHealth={query.health}
        onRetryList={() => void query.refetch()}
      />
    );
  }

  return <section className="page suporte-chat-page">{body}</section>;
}
