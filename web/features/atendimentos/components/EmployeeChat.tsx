import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../common/paths';
import { PRIORIDADES, type Prioridade } from '../../../../common/atendimentos';
import { useSession } from '../../../lib/session';
import { useAbrirAtendimento } from '../api/abrir-atendimento';
import { useAtendimento } from '../api/get-atendimento';
import { useConversaNoAparelho, useGuardarConversa } from '../hooks/use-conversa-no-aparelho';
import { ChatView } from './ChatView';
import { PrazoDoColaborador } from './PrazoDoColaborador';

const NAMES = { usuario: 'Você', suporte: 'Suporte' } as const;

/**
 * /atendimento: the ticket the route asked the server for as the navigation started (`inicial`,
 * null when that failed), read and polled with its messages every 3.5 s while it is open.
 */
export function EmployeeChat({ inicial }: { inicial: number | null }) {
  const session = useSession();
  const abrir = useAbrirAtendimento();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const pedida = params.get('prioridade');
  const prioridade = PRIORIDADES.includes(pedida as Prioridade)
    ? (pedida as Prioridade)
    : undefined;
  const [atendimentoId, setAtendimentoId] = useState<number | null>(inicial);
  const recuperar = useConversaNoAparelho(session?.user.id ?? null);
  // Without a signal: the conversation as last seen on this device, if there is one.
  const doAparelho = useCallback(
    () =>
      recuperar().then((id) => {
        if (id !== null) setAtendimentoId((atual) => atual ?? id);
      }),
    [recuperar],
  );
  const [recuperando, setRecuperando] = useState(inicial === null);
  useEffect(() => {
    if (inicial !== null) return;
    void doAparelho().finally(() => setRecuperando(false));
  }, [inicial, doAparelho]);
  const { mutate } = abrir;
  const start = useCallback(
    () =>
      mutate(prioridade, {
        onSuccess: (r) => setAtendimentoId(r.atendimentoId),
        onError: () => void doAparelho(),
      }),
    [mutate, prioridade, doAparelho],
  );
  // The Suporte page's list may not know the ticket opened on the way here.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: ['atendimentos'], refetchType: 'none' });
  }, [client]);

  // Nothing changes on a closed ticket any more: stop polling once it is closed.
  const query = useAtendimento(atendimentoId, (a) => a?.status !== 'fechado');
  const ticket = query.data?.id === atendimentoId ? query.data : undefined;
  const status = ticket?.status;
  useGuardarConversa(session?.user.id ?? null, ticket);
  // Opened from the device: ask the server again for the open ticket once it can be reached.
  const semServidor = abrir.isError || (inicial === null && abrir.isIdle);
  useEffect(() => {
    if (!semServidor || atendimentoId === null) return;
    window.addEventListener('online', start);
    return () => window.removeEventListener('online', start);
  }, [semServidor, atendimentoId, start]);

  let body;
  if (atendimentoId === null && recuperando) {
    body = <CarregandoAtendimento />;
  } else if (atendimentoId === null && (abrir.isError || abrir.isIdle)) {
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
    body = <CarregandoAtendimento />;
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

function CarregandoAtendimento() {
  return (
    <p className="card chat-loading" role="status">
      Carregando atendimento...
    </p>
  );
}

/** The chat before its code has run (web/lib/casca.tsx): its loading state. */
export function CascaDoAtendimento() {
  return (
    <section className="page suporte-chat-page">
      <CarregandoAtendimento />
    </section>
  );
}
