import type { Mensagem } from '../../../../common/schemas/atendimentos';
import {
  FILES_ROUTE_PREFIX,
  isImagePreview,
  parseArquivo,
  stripBidiControls,
} from '../../../../common/atendimentos';
import { formatMessageTime } from '../format';
import { duracaoFalada, duracaoTexto } from '../voz/duracao';

/** One message. Text is always rendered as text; a file as a thumbnail or a name link. */
export function MessageItem({
  msg,
  mine,
  author,
}: {
  msg: Mensagem;
  mine: boolean;
  author: string;
}) {
  return (
    <li className={`chat-msg ${mine ? 'chat-msg--mine' : 'chat-msg--theirs'}`}>
      <div className="chat-msg__bubble">
        <span className="visually-hidden">{author}: </span>
        {msg.tipo === 'arquivo' ? (
          <FileContent text={msg.mensagem} miniatura={msg.miniatura_url} />
        ) : (
          msg.mensagem
        )}
      </div>
      <span className="chat-msg__meta" aria-hidden="true">
        {author} · <time dateTime={msg.enviado_em}>{formatMessageTime(msg.enviado_em)}</time>
      </span>
    </li>
  );
}

/** A photo shows its small version; a tap opens the original. */
function FileContent({ text, miniatura }: { text: string; miniatura?: string }) {
  const parsed = parseArquivo(text);
  // Only our own signed file urls become links; anything else stays plain text.
  if (!parsed || !parsed.url.startsWith(FILES_ROUTE_PREFIX)) return <>{text}</>;
  // Names stored before uploads were cleaned may still hold bidirectional controls, which could
  // make "fatura\u202Efdp.exe" read as a pdf: never show them.
  const file = { ...parsed, nome: stripBidiControls(parsed.nome) };
  // a voice message: a player and its length, for both sides
  if (file.mime?.startsWith('audio/')) {
    const rotulo =
      file.duracao !== undefined
        ? `Mensagem de voz, ${duracaoFalada(file.duracao)}`
        : 'Mensagem de voz';
    return (
      <span className="chat-audio">
        <audio controls preload="metadata" src={file.url} aria-label={rotulo}>
          <a href={file.url} download={file.nome}>
            Baixar a mensagem de voz
          </a>
        </audio>
        <span className="chat-audio__duracao" aria-hidden="true">
          {file.duracao !== undefined
            ? `Mensagem de voz · ${duracaoTexto(file.duracao)}`
            : 'Mensagem de voz'}
        </span>
      </span>
    );
  }
  if (isImagePreview(file.nome)) {
    return (
      <a className="chat-file chat-file--image" href={file.url} target="_blank" rel="noopener">
        <img
          src={miniatura?.startsWith(FILES_ROUTE_PREFIX) ? miniatura : file.url}
          alt={file.nome}
          width={220}
          height={150}
        />
        <span className="chat-file__name" aria-hidden="true">
          {file.nome}
        </span>
      </a>
    );
  }
  return (
    <a className="chat-file" href={file.url} download={file.nome}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none">
        <path
          d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z M14 3v5h5"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="chat-file__name">{file.nome}</span>
    </a>
  );
}
