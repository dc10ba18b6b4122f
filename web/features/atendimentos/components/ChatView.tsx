import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CHAT_FILE_NOTICE_MS, UPLOAD_MAX_BYTES, VOZ_MAX_BYTES } from '../../../../common/constants';
import type { Gravacao } from '../voz/GravadorDeVoz';
import type { Remetente, AtendimentoStatus } from '../../../../common/schemas/atendimentos';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { UPLOAD_FAILED } from '../chat/fila-arquivo';
import { ouvirEnvios } from '../chat/fila-envio';
import { useFecharAtendimento } from '../api/fechar-atendimento';
import { useMensagens } from '../api/get-mensagens';
import type { PollHealth } from '../hooks/polling';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { useFileDrop } from '../hooks/use-file-drop';
import { semRepetidas } from '../chat/conversa';
import { useFila } from '../hooks/use-fila';
import { useSairComFila } from '../hooks/use-sair-com-fila';
import { useTimedNotice } from '../../../lib/use-timed-notice';
import { Composer } from './Composer';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ConnectionNotice } from './ConnectionNotice';
import { MensagemNaFila } from './MensagemNaFila';
import { MessageItem } from './MessageItem';
import '../atendimentos.css';
import { PerguntaDeSaida } from '../../../components/ui/PerguntaDeSaida';

const serverText = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status > 0 && err.message ? err.message : fallback;
/** No answer, or the server failing: a later successful poll shows the connection is back. */
const isConnectionFailure = (err: unknown) =>
  !(err instanceof ApiError) || err.status === 0 || err.status >= 500;

interface ChatError {
  text: string;
  /** when it happened, to compare with the next successful poll */
  at: number;
  connection: boolean;
}

export interface ChatViewProps {
  atendimentoId: number;
  /** undefined until the ticket list answers */
  status: AtendimentoStatus | undefined;
  /** the viewer's side, shown on the right */
  side: Remetente;
  names: Record<Remetente, string>;
  header: ReactNode;
  /** links shown beside Encerrar Chat */
  headerLinks?: ReactNode;
  emptyText: string;
  closedText: string;
  closedActions?: ReactNode;
  /** health of the ticket list poll, shown together with the messages poll */
  listHealth: PollHealth;
  onRetryList: () => void;
  /** text for the message box (a ready answer chosen by staff) */
  composerInsert?: { texto: string; n: number };
}

/** The conversation shared by the employee's and the staff's chat screens. */
export function ChatView(props: ChatViewProps) {
  const { atendimentoId, status, side } = props;
  const open = status !== 'fechado';
  const messages = useMensagens(atendimentoId, { poll: open });
  const close = useFecharAtendimento();
  const session = useSession();
  const [failure, setFailure] = useState<ChatError | null>(null);
  const fail = (err: unknown, fallback: string) =>
    setFailure({
      text: serverText(err, fallback),
      at: Date.now(),
      connection: isConnectionFailure(err),
    });
  const [confirming, setConfirming] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closedNotice = useRef<HTMLDivElement>(null);
  const { notice: fileNotice, show: showFileNotice } = useTimedNotice<{
    kind: 'error' | 'success';
    text: string;
  }>(CHAT_FILE_NOTICE_MS);
  const list = messages.data ?? [];
  // What waits on the device (chat/fila.ts): shown after the conversation, never twice.
  const fila = useFila(session?.user.id ?? null, atendimentoId);
  const naFila = semRepetidas(fila.itens, list, side);
  const saida = useSairComFila(fila.itens.length > 0);
  const scroll = useAutoScroll<HTMLDivElement>(
    `${list.length}:${list.at(-1)?.id ?? 0}:${naFila.length}`,
  );
  const emEnvio = fila.itens.find((i) => i.item.kind === 'arquivo' && i.estado === 'enviando');
  const progress = emEnvio ? (emEnvio.progresso ?? 0) : null;
  const ultimoVisto = list.at(-1)?.id ?? 0;

  // A refusal by the server is said where it was said before the queue existed.
  const retryList = useRef(props.onRetryList);
  useEffect(() => {
    retryList.current = props.onRetryList;
  });
  useEffect(
    () =>
      ouvirEnvios((e) => {
        if (e.tipo !== 'recusado' || e.item.atendimento_id !== atendimentoId) return;
        if (e.item.kind === 'arquivo') {
          showFileNotice({ kind: 'error', text: e.texto || UPLOAD_FAILED });
        } else {
          setFailure({
            text: e.texto || 'Erro ao enviar mensagem',
            at: Date.now(),
            connection: false,
          });
          retryList.current();
        }
      }),
    [atendimentoId, showFileNotice],
  );

  const upload = async (file: File) => {
    if (!open) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      showFileNotice({ kind: 'error', text: 'Arquivo grande demais. O limite é 10 MB.' });
      return;
    }
    // Waits like a text when there is no connection, instead of failing at once.
    await fila.adicionar(
      { kind: 'arquivo', arquivo: file, nome: file.name, tipo: file.type },
      ultimoVisto,
    );
    scroll.scrollToBottom();
  };
  const drop = useFileDrop((f) => void upload(f), open);

  // A recording waits on the device like a text when there is no connection, and goes once.
  const enviarVoz = async (g: Gravacao) => {
    if (!open) return;
    if (g.arquivo.size > VOZ_MAX_BYTES) {
      showFileNotice({
        kind: 'error',
        text: 'A mensagem de voz passa de 5 MB. Grave uma mais curta.',
      });
      return;
    }
    await fila.adicionar(
      { kind: 'arquivo', arquivo: g.arquivo, nome: g.nome, tipo: g.tipo, duracao: g.duracao },
      ultimoVisto,
    );
    scroll.scrollToBottom();
  };

  // A failure to reach the server stops showing once a later poll has answered.
  const error =
    failure && !(failure.connection && messages.dataUpdatedAt > failure.at) ? failure.text : '';

  // The message joins the queue at once and goes out from there (chat/fila-envio.ts).
  const onSend = async (text: string) => {
    setFailure(null);
    try {
      await fila.adicionar({ kind: 'text', mensagem: text }, ultimoVisto);
    } catch {
      fail(null, 'Erro ao enviar mensagem');
      return false;
    }
    scroll.scrollToBottom();
    return true;
  };

  const onClose = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      await close.mutateAsync(atendimentoId);
      // The button is gone: focus the closed notice and its actions instead.
      requestAnimationFrame(() => closedNotice.current?.focus());
    } catch (err) {
      fail(err, 'Erro ao encerrar atendimento');
      requestAnimationFrame(() => closeButton.current?.focus());
    }
  };

  const health: PollHealth = messages.health.failing ? messages.health : props.listHealth;
  const retry = () => {
    void messages.refetch();
    props.onRetryList();
  };

  return (
    <div className="chat" {...drop.handlers}>
      <header className="chat__head">
        <div className="chat__title">{props.header}</div>
        <div className="chat__actions">
          {props.headerLinks}
          {open && (
            <button
              ref={closeButton}
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => setConfirming(true)}
              disabled={close.isPending || status === undefined}
              aria-haspopup="dialog"
            >
              Encerrar Chat
            </button>
          )}
        </div>
      </header>
      <ConfirmDialog
        open={confirming && open}
        title="Encerrar este atendimento?"
        text="Depois de encerrado, ele não pode ser reaberto."
        confirmLabel="Encerrar"
        onConfirm={() => void onClose()}
        onCancel={() => setConfirming(false)}
        returnFocus={closeButton}
      />

      <PerguntaDeSaida
        saida={saida}
        titulo="Sair do atendimento?"
        texto="Há mensagens aguardando conexão. Elas continuam guardadas neste aparelho e serão enviadas quando a conexão voltar, mas ainda não chegaram ao suporte."
        sair="Sair mesmo assim"
        returnFocus={closeButton}
      />

      <ConnectionNotice health={health} text="Erro ao buscar mensagens" onRetry={retry} />

      {messages.isPending ? (
        <p className="chat__placeholder" role="status">
          Carregando atendimento...
        </p>
      ) : messages.isError && !messages.data ? (
        <p className="chat__placeholder alert alert--error" role="alert">
          {serverText(messages.error, 'Erro ao buscar mensagens')}
        </p>
      ) : list.length === 0 && naFila.length === 0 ? (
        <p className="chat__placeholder">{props.emptyText}</p>
      ) : null}

      <div
        ref={scroll.ref}
        onScroll={scroll.onScroll}
        className="chat__log"
        role="log"
        aria-label="Mensagens do atendimento"
        tabIndex={0}
        hidden={list.length === 0 && naFila.length === 0}
      >
        <ol className="chat__list">
          {list.map((m) => (
            <MessageItem
              key={m.id}
              msg={m}
              mine={m.remetente === side}
              author={props.names[m.remetente]}
            />
          ))}
          {naFila.map((n) => (
            <MensagemNaFila
              key={n.item.id}
              naTela={n}
              author={props.names[side]}
              onDescartar={() => fila.descartar(n.item.id)}
            />
          ))}
        </ol>
      </div>

      {!open && (
        <div className="chat__closed" role="status" ref={closedNotice} tabIndex={-1}>
          <p>{props.closedText}</p>
          {props.closedActions}
        </div>
      )}

      <div className="chat__notices" aria-live="polite">
        {progress !== null && (
          <div className="chat-progress">
            <label htmlFor="chat-upload-progress">
              Enviando arquivo... {Math.round(progress * 100)}%
            </label>
            <progress id="chat-upload-progress" max={1} value={progress} />
          </div>
        )}
        {fileNotice && (
          <p className={`alert alert--${fileNotice.kind}`} role="alert">
            {fileNotice.text}
          </p>
        )}
        {error && (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        )}
      </div>

      <Composer
        draft={{ userId: session?.user.id ?? null, name: `atendimento:${atendimentoId}` }}
        closed={!open}
        sending={false}
        uploading={progress !== null}
        onSend={onSend}
        onFile={(f) => void upload(f)}
        onVoz={(g) => void enviarVoz(g)}
        insert={props.composerInsert}
      />

      {drop.dragging && (
        <div className="chat__drop" aria-hidden="true">
          <span>Solte o arquivo para enviar</span>
        </div>
      )}
    </div>
  );
}
