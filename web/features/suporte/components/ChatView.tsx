import { useState, type ReactNode } from 'react';
import { CHAT_FILE_NOTICE_MS, UPLOAD_MAX_BYTES } from '../../../../common/constants';
import type { Remetente, TicketStatus } from '../../../../common/schemas/atendimentos';
import { ApiError } from '../../../lib/api-client';
import { enviarArquivo, UPLOAD_FAILED } from '../api/enviar-arquivo';
import { useEnviarMensagem } from '../api/enviar-mensagem';
import { useFecharAtendimento } from '../api/fechar-atendimento';
import { useMensagens } from '../api/get-mensagens';
import type { PollHealth } from '../hooks/polling';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { useFileDrop } from '../hooks/use-file-drop';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { Composer } from './Composer';
import { ConnectionNotice } from './ConnectionNotice';
import { MessageItem } from './MessageItem';
import '../suporte.css';

const serverText = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status > 0 && err.message ? err.message : fallback;

export interface ChatViewProps {
  ticketId: number;
  /** undefined until the ticket list answers */
  status: TicketStatus | undefined;
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
}

/** The conversation shared by the employee's and the staff's chat screens. */
export function ChatView(props: ChatViewProps) {
  const { ticketId, status, side } = props;
  const open = status !== 'fechado';
  const messages = useMensagens(ticketId, { poll: open });
  const send = useEnviarMensagem(ticketId);
  const close = useFecharAtendimento();
  const [error, setError] = useState('');
  const [fileNotice, showFileNotice] = useTimedNotice(CHAT_FILE_NOTICE_MS);
  const [progress, setProgress] = useState<number | null>(null);
  const list = messages.data ?? [];
  const scroll = useAutoScroll<HTMLDivElement>(`${list.length}:${list.at(-1)?.id ?? 0}`);

  const upload = async (file: File) => {
    if (!open || progress !== null) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      showFileNotice({ kind: 'error', text: 'Arquivo grande demais. O limite é 10 MB.' });
      return;
    }
    setProgress(0);
    try {
      await enviarArquivo(ticketId, file, setProgress);
      await messages.refetch();
      scroll.scrollToBottom();
    } catch (err) {
      showFileNotice({ kind: 'error', text: serverText(err, UPLOAD_FAILED) });
    } finally {
      setProgress(null);
    }
  };
  const drop = useFileDrop((f) => void upload(f), open);

  const onSend = async (text: string) => {
    setError('');
    try {
      await send.mutateAsync(text);
      scroll.scrollToBottom();
      return true;
    } catch (err) {
      setError(serverText(err, 'Erro ao enviar mensagem'));
      if (err instanceof ApiError && err.status === 409) props.onRetryList();
      return false;
    }
  };

  const onClose = async () => {
    setError('');
    try {
      await close.mutateAsync(ticketId);
    } catch (err) {
      setError(serverText(err, 'Erro ao encerrar atendimento'));
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
              type="button"
              className="btn btn--secondary btn--small"
              onClick={onClose}
              disabled={close.isPending || status === undefined}
            >
              Encerrar Chat
            </button>
          )}
        </div>
      </header>

      <ConnectionNotice health={health} text="Erro ao buscar mensagens" onRetry={retry} />

      {messages.isPending ? (
        <p className="chat__placeholder" role="status">
          Carregando atendimento...
        </p>
      ) : messages.isError && !messages.data ? (
        <p className="chat__placeholder alert alert--error" role="alert">
          {serverText(messages.error, 'Erro ao buscar mensagens')}
        </p>
      ) : list.length === 0 ? (
        <p className="chat__placeholder">{props.emptyText}</p>
      ) : null}

      <div
        ref={scroll.ref}
        onScroll={scroll.onScroll}
        className="chat__log"
        role="log"
        aria-label="Mensagens do atendimento"
        tabIndex={0}
        hidden={list.length === 0}
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
        </ol>
      </div>

      {!open && (
        <div className="chat__closed" role="status">
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
        closed={!open}
        sending={send.isPending}
        uploading={progress !== null}
        onSend={onSend}
        onFile={(f) => void upload(f)}
      />

      {drop.dragging && (
        <div className="chat__drop" aria-hidden="true">
          <span>Solte o arquivo para enviar</span>
        </div>
      )}
    </div>
  );
}
