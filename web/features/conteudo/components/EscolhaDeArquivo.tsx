import { useEffect, useState } from 'react';
import { UPLOAD_MAX_BYTES } from '../../../../common/constants';
import { Foto, Play } from './icones';

export const FOTOS_ACEITAS = 'image/jpeg,image/png,image/webp,image/avif';
export const GRANDE_DEMAIS = `O arquivo passa de ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Escolha um menor (no celular, uma foto da câmera costuma ter de 2 a 6 MB).`;

/** A local `blob:` URL of a chosen photo, to show it before it is sent; freed when it changes. */
function useEnderecoLocal(arquivo: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!arquivo || !arquivo.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(arquivo);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [arquivo]);
  return url;
}

const tamanho = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A file field drawn as a drop area with the chosen photo's preview: the native input stays
 * (visually hidden, focusable, named by the field's label), so the phone offers camera and
 * gallery, and a keyboard or a screen reader uses it as any other field.
 */
export function EscolhaDeArquivo({
  id,
  rotulo,
  dica,
  aceita,
  arquivo,
  erro,
  video = false,
  desativado = false,
  aoEscolher,
}: {
  id: string;
  rotulo: string;
  dica: string;
  aceita: string;
  arquivo: File | null;
  erro?: string;
  video?: boolean;
  desativado?: boolean;
  aoEscolher: (arquivo: File | null) => void;
}) {
  const previa = useEnderecoLocal(arquivo);
  const descritores = [`${id}-dica`, erro && `${id}-erro`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <span id={`${id}-rotulo`} className="conteudo-rotulo">
        {rotulo}
      </span>
      <input
        id={id}
        type="file"
        className="conteudo-arquivo__input"
        accept={aceita}
        disabled={desativado}
        aria-labelledby={`${id}-rotulo`}
        aria-describedby={descritores}
        aria-required="true"
        aria-invalid={!!erro || undefined}
        onChange={(e) => aoEscolher(e.target.files?.[0] ?? null)}
      />
      <label htmlFor={id} className="conteudo-arquivo" aria-hidden="true">
        <span className="conteudo-arquivo__previa">
          {previa ? <img src={previa} alt="" /> : video ? <Play /> : <Foto />}
        </span>
        <span className="conteudo-arquivo__texto">
          <strong>{arquivo ? arquivo.name : video ? 'Escolher vídeo' : 'Escolher foto'}</strong>
          <span className="muted">{arquivo ? `${tamanho(arquivo.size)} · trocar` : dica}</span>
        </span>
      </label>
      <p id={`${id}-dica`} className="visually-hidden">
        {arquivo ? `Escolhido: ${arquivo.name}, ${tamanho(arquivo.size)}.` : dica}
      </p>
      {erro && (
        <p id={`${id}-erro`} className="conteudo-erro-do-campo">
          {erro}
        </p>
      )}
    </div>
  );
}

/** An upload under way: how much has gone, and a way to stop it. */
export function ProgressoDoEnvio({
  id,
  rotulo,
  fracao,
  aoCancelar,
}: {
  id: string;
  rotulo: string;
  fracao: number;
  aoCancelar: () => void;
}) {
  const pct = Math.round(fracao * 100);
  return (
    <div className="conteudo-progresso">
      <label htmlFor={id}>
        {pct < 100 ? `${rotulo}... ${pct}%` : 'Enviado. Preparando os tamanhos para o site...'}
      </label>
      <progress id={id} max={1} value={fracao} />
      {pct < 100 && (
        <button type="button" className="btn btn--secondary btn--small" onClick={aoCancelar}>
          Cancelar envio
        </button>
      )}
    </div>
  );
}
