import { duracaoTexto } from '../voz/duracao';
import { useEffect, useState } from 'react';
import { isImagePreview } from '../../../../common/atendimentos';
import type { ItemNaTela } from '../hooks/use-fila';

/** What waits is kept on the device and goes by itself: said, so nobody types it again. */
const QUANDO_VOLTAR = 'será enviada quando o sinal voltar';
const ESTADO = {
  enviando: 'Enviando…',
  aguardando: `aguardando conexão · ${QUANDO_VOLTAR}`,
} as const;
/** A try this long without an answer is a weak signal: say what happens to the message. */
export const ENVIO_DEMORADO_MS = 4_000;

/** True once `ativo` has held for `ms` (reset when it stops). */
function useDemorou(ativo: boolean, ms: number): boolean {
  const [demorou, setDemorou] = useState(false);
  useEffect(() => {
    setDemorou(false);
    if (!ativo) return;
    const t = window.setTimeout(() => setDemorou(true), ms);
    return () => window.clearTimeout(t);
  }, [ativo, ms]);
  return demorou;
}

/**
 * A message or attachment still on the device, on the sender's side of the conversation, with
 * what happens to it: being sent, waiting for the connection, or refused by the server (then
 * with its reason and "Descartar").
 */
export function MensagemNaFila({
  naTela,
  author,
  onDescartar,
}: {
  naTela: ItemNaTela;
  author: string;
  onDescartar: () => void;
}) {
  const { item, estado } = naTela;
  const demorou = useDemorou(estado === 'enviando', ENVIO_DEMORADO_MS);
  return (
    <li className={`chat-msg chat-msg--mine chat-msg--fila chat-msg--${estado}`}>
      <div className="chat-msg__bubble">
        <span className="visually-hidden">{author}: </span>
        {item.kind === 'text' ? (
          item.mensagem
        ) : (
          <Anexo arquivo={item.arquivo} nome={item.nome} duracao={item.duracao} />
        )}
      </div>
      {estado === 'recusado' ? (
        <span className="chat-msg__meta chat-msg__recusada">
          Não enviada: {item.falha}{' '}
          <button type="button" className="btn btn--secondary btn--small" onClick={onDescartar}>
            Descartar
          </button>
        </span>
      ) : (
        <span className="chat-msg__meta chat-msg__estado">
          <ReloginhoIcone /> {ESTADO[estado]}
          {estado === 'enviando' && demorou && ` sinal fraco; ${QUANDO_VOLTAR}`}
        </span>
      )}
    </li>
  );
}

/** A waiting photo shows itself from the device; any other file shows its name. */
function Anexo({ arquivo, nome, duracao }: { arquivo: Blob; nome: string; duracao?: number }) {
  if (duracao !== undefined) {
    return (
      <span className="chat-file chat-file__name">Mensagem de voz · {duracaoTexto(duracao)}</span>
    );
  }
  return <AnexoArquivo arquivo={arquivo} nome={nome} />;
}

function AnexoArquivo({ arquivo, nome }: { arquivo: Blob; nome: string }) {
  const imagem = isImagePreview(nome);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!imagem) return;
    const u = URL.createObjectURL(arquivo);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [arquivo, imagem]);
  return (
    <span className={`chat-file${imagem ? ' chat-file--image' : ''}`}>
      {url && <img src={url} alt={nome} width={220} height={150} />}
      <span className="chat-file__name">{nome}</span>
    </span>
  );
}

function ReloginhoIcone() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2.5" />
      <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
