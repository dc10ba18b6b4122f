import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { SOLICITACAO_MAX } from '../../../../common/solicitacoes-privacidade';
import { CharCounter } from '../../../components/ui/CharCounter';

const MAX = SOLICITACAO_MAX.texto;

/**
 * "Descreva o pedido" of both request forms (docs/product/privacidade.md): the limit said beside
 * the field, the characters left near it (web/components/ui/CharCounter.tsx: spoken only when a
 * threshold is crossed), and a word when a paste did not fit, so nothing is cut silently.
 * Controlled (`value`) in Meus Dados; read from the form on the pre-rendered /privacidade, where
 * what was typed before the scripts arrived is counted once they do.
 */
export function TextoDoPedido({
  id,
  rows,
  erroId,
  value,
  onChange,
}: {
  id: string;
  rows: number;
  /** the id of the field's error, while there is one */
  erroId?: string;
  value?: string;
  onChange?: (texto: string) => void;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [digitado, setDigitado] = useState(0);
  const [cortado, setCortado] = useState(false);
  useEffect(() => {
    if (value === undefined && ref.current) setDigitado(ref.current.value.length);
  }, [value]);
  const tamanho = value === undefined ? digitado : value.length;

  const colar = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const el = e.currentTarget;
    const selecionado = el.selectionEnd - el.selectionStart;
    const depois = el.value.length - selecionado + e.clipboardData.getData('text').length;
    setCortado(depois > MAX);
  };

  const dica = `${id}-dica`;
  const contador = `${id}-contador`;
  return (
    <>
      <textarea
        ref={ref}
        id={id}
        name="texto"
        rows={rows}
        maxLength={MAX}
        {...(value === undefined ? {} : { value })}
        onChange={(e) => {
          setDigitado(e.target.value.length);
          if (e.target.value.length < MAX) setCortado(false);
          onChange?.(e.target.value);
        }}
        onPaste={colar}
        aria-invalid={erroId ? true : undefined}
        aria-describedby={[erroId, dica, contador].filter(Boolean).join(' ')}
      />
      <div className="privacidade__rodape-do-texto">
        <p id={dica} className="hint">
          Até {MAX.toLocaleString('pt-BR')} caracteres.
        </p>
        <CharCounter id={contador} length={tamanho} max={MAX} />
      </div>
      {cortado && (
        <p className="privacidade__erro" role="status">
          O texto colado passou de {MAX.toLocaleString('pt-BR')} caracteres: só o começo entrou no
          campo. Confira o final do pedido.
        </p>
      )}
    </>
  );
}
