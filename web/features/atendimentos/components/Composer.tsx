import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { Gravacao } from '../voz/GravadorDeVoz';
import { MESSAGE_MAX_LENGTH } from '../../../../common/constants';
import { useDraft } from '../../../lib/drafts';
import { CharCounter } from '../../../components/ui/CharCounter';

/** The spec's picker: images, pdf, doc, docx, xls, xlsx. */
export const FILE_ACCEPT =
  'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif,.pdf,.doc,.docx,.xls,.xlsx,' +
  'application/pdf,application/msword,application/vnd.ms-excel,' +
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document,' +
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The recorder is loaded on the first tap of its button, so the chat screen stays as light.
const GravadorDeVoz = lazy(() => import('../voz/GravadorDeVoz'));

export function Composer({
  draft,
  closed,
  sending,
  uploading,
  onSend,
  onFile,
  onVoz,
  insert,
}: {
  /** where the unsent text is kept on the device: its owner and a name for this conversation */
  draft: { userId: number | null; name: string };
  closed: boolean;
  sending: boolean;
  uploading: boolean;
  /** resolves true when sent, so the text is kept after a failure */
  onSend: (text: string) => Promise<boolean>;
  onFile: (file: File) => void;
  /** a voice message recorded (docs/product/atendimentos.md, "Mensagens de voz") */
  onVoz?: (g: Gravacao) => void;
  /** text to add to the box (a ready answer); a new `n` adds it again */
  insert?: { texto: string; n: number };
}) {
  // Kept on the device until sent: survives a refused session, a reload or a closed tab.
  const [text, setText, clearText] = useDraft(draft.userId, draft.name);
  const fileInput = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();
  const latest = useRef(text);
  useEffect(() => {
    latest.current = text;
  }, [text]);
  const box = useRef<HTMLTextAreaElement>(null);
  const inserted = useRef(0);
  useEffect(() => {
    if (!insert || insert.n === inserted.current) return;
    inserted.current = insert.n;
    const atual = latest.current.trimEnd();
    setText(atual ? `${atual}\n${insert.texto}` : insert.texto);
    box.current?.focus();
  }, [insert, setText]);

  // Set at once, not at the next render: a second click a few milliseconds after the first
  // (before `sending` has reached this screen) must not send the message again.
  // Once sent and cleared, it stays set until the emptied box has been drawn, so a click handled
  // by the previous drawing (which still holds the text) sends nothing either.
  const enviando = useRef(false);
  useEffect(() => {
    enviando.current = false;
  }, [text]);
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!trimmed || closed || sending || enviando.current) return;
    enviando.current = true;
    const sent = trimmed;
    let limpo = false;
    try {
      // Text typed while the message was on its way is kept, not wiped with the sent one.
      if ((await onSend(sent)) && latest.current.trim() === sent) {
        clearText();
        limpo = true;
      }
    } finally {
      if (!limpo) enviando.current = false;
    }
  };

  const [gravando, setGravando] = useState(false);
  const micBotao = useRef<HTMLButtonElement>(null);
  const fecharGravador = () => {
    setGravando(false);
    requestAnimationFrame(() => micBotao.current?.focus());
  };

  // Enter sends; Shift+Enter starts a new line.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  if (gravando && onVoz) {
    return (
      <div className="chat-composer chat-composer--voz">
        <Suspense
          fallback={
            <p className="chat-voz__texto" role="status">
              Preparando o gravador...
            </p>
          }
        >
          <GravadorDeVoz
            onEnviar={(g) => {
              onVoz(g);
              fecharGravador();
            }}
            onFechar={fecharGravador}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <form className="chat-composer" onSubmit={submit}>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={FILE_ACCEPT}
        data-testid="chat-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button
        type="button"
        className="chat-composer__attach"
        onClick={() => fileInput.current?.click()}
        disabled={closed || uploading}
        aria-label="Anexar arquivo"
        title="Anexar arquivo (ou arraste para a conversa)"
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none">
          <path
            d="m21 11-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l8-8"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {onVoz && (
        <button
          ref={micBotao}
          type="button"
          className="chat-composer__attach"
          onClick={() => setGravando(true)}
          disabled={closed}
          aria-label="Gravar mensagem de voz"
          title="Gravar mensagem de voz (até 2 minutos)"
        >
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none">
            <rect x="9" y="3" width="6" height="11" rx="3" stroke="currentColor" strokeWidth="2" />
            <path
              d="M5 11a7 7 0 0 0 14 0M12 18v3"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
      <label htmlFor="chat-mensagem" className="visually-hidden">
        Mensagem
      </label>
      <div className="chat-composer__field">
        <textarea
          ref={box}
          id="chat-mensagem"
          className="chat-composer__input"
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={closed ? 'Atendimento encerrado' : 'Digite sua mensagem...'}
          disabled={closed}
          value={closed ? '' : text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby="chat-mensagem-contador"
        />
        <CharCounter
          id="chat-mensagem-contador"
          length={closed ? 0 : text.length}
          max={MESSAGE_MAX_LENGTH}
        />
      </div>
      <button
        type="submit"
        className="btn btn--primary chat-composer__send"
        disabled={closed || sending || !trimmed}
      >
        Enviar
      </button>
    </form>
  );
}
