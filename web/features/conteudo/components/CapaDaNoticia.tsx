import { useEffect, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES } from '../../../../common/constants';
import type { ImagemDoSite } from '../../../../common/schemas/conteudo';
import type { Envio } from '../api/enviar-formulario';
import { enviarCapa } from '../api/noticias';
import {
  EscolhaDeArquivo,
  FOTOS_ACEITAS,
  GRANDE_DEMAIS,
  ProgressoDoEnvio,
} from './EscolhaDeArquivo';
import { Miniatura } from './Miniatura';

export interface Capa {
  id: number;
  imagem: ImagemDoSite;
}

/**
 * A news item's cover: chosen, it is sent at once (the article names it by its id when saved),
 * shown, and asks for its alternative text; it can be changed or taken off.
 */
export function CapaDaNoticia({
  capa,
  alt,
  erroAlt,
  aoMudarCapa,
  aoMudarAlt,
}: {
  capa: Capa | null;
  alt: string;
  erroAlt?: string;
  aoMudarCapa: (capa: Capa | null) => void;
  aoMudarAlt: (alt: string) => void;
}) {
  const [progresso, setProgresso] = useState<number | null>(null);
  const [erro, setErro] = useState('');
  const [trocando, setTrocando] = useState(false);
  const envio = useRef<Envio<unknown> | null>(null);
  useEffect(() => () => envio.current?.cancelar(), []);

  const escolher = async (arquivo: File | null) => {
    setErro('');
    if (!arquivo) return;
    if (arquivo.size > UPLOAD_MAX_BYTES) return setErro(GRANDE_DEMAIS);
    setProgresso(0);
    const atual = enviarCapa(arquivo, setProgresso);
    envio.current = atual;
    try {
      aoMudarCapa(await atual.resposta);
      setTrocando(false);
    } catch (err) {
      setErro((err as Error).message);
    } finally {
      envio.current = null;
      setProgresso(null);
    }
  };

  return (
    <div className="noticia-capa">
      {capa && !trocando ? (
        <div className="field">
          <span className="conteudo-rotulo">Foto de capa</span>
          <div className="noticia-capa__escolhida">
            <Miniatura imagem={capa.imagem} className="noticia-capa__foto" sizes="240px" />
            <div className="conteudo-acoes">
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => setTrocando(true)}
              >
                Trocar foto
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => aoMudarCapa(null)}
              >
                Tirar a capa
              </button>
            </div>
          </div>
        </div>
      ) : (
        <EscolhaDeArquivo
          id="noticia-capa-arquivo"
          rotulo={capa ? 'Nova foto de capa' : 'Foto de capa (opcional)'}
          dica="JPG, PNG, WebP ou AVIF, até 10 MB. Aparece no topo da notícia e na lista de notícias."
          aceita={FOTOS_ACEITAS}
          arquivo={null}
          erro={erro || undefined}
          desativado={progresso !== null}
          aoEscolher={(f) => void escolher(f)}
        />
      )}
      {capa && trocando && progresso === null && (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => setTrocando(false)}
        >
          Manter a foto atual
        </button>
      )}
      {progresso !== null && (
        <ProgressoDoEnvio
          id="noticia-capa-progresso"
          rotulo="Enviando a foto de capa"
          fracao={progresso}
          aoCancelar={() => envio.current?.cancelar()}
        />
      )}
      {capa && (
        <div className="field">
          <label htmlFor="noticia-capa-alt">Texto alternativo da capa</label>
          <textarea
            id="noticia-capa-alt"
            className="input"
            rows={2}
            maxLength={300}
            aria-required="true"
            aria-invalid={!!erroAlt || undefined}
            aria-describedby={`noticia-capa-alt-dica${erroAlt ? ' noticia-capa-alt-erro' : ''}`}
            value={alt}
            onChange={(e) => aoMudarAlt(e.target.value)}
          />
          <p id="noticia-capa-alt-dica" className="hint">
            Descreva o que a foto mostra, para quem não pode vê-la.
          </p>
          {erroAlt && (
            <p id="noticia-capa-alt-erro" className="conteudo-erro-do-campo">
              {erroAlt}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
