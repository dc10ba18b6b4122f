import { useEffect, useState } from 'react';
import { isImagePreview } from '../../../../common/schemas/atendimentos';
import type { ItemNaTela } from '../hooks/use-fila';

const ESTADO = {
  enviando: 'Enviando…',
  aguardando: 'aguardando conexão',
} as const;

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
  return (
    <li className={`chat-msg chat-msg--mine chat-msg--fila chat-msg--${estado}`}>
      <div className="chat-msg__bubble">
        <span className="visually-hidden">{author}: </span>
        {item.kind === 'text' ? item.mensagem : <Anexo arquivo={item.arquivo} nome={item.nome} />}
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
        </span>
      )}
    </li>
  );
}

/** A waiting photo shows itself from the device; any other file shows its name. */
function Anexo({ arquivo, nome }: { arquivo: Blob; nome: string }) {
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
