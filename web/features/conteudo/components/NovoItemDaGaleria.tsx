import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ALT_OBRIGATORIO } from '../../../../common/conteudo';
import { UPLOAD_MAX_BYTES } from '../../../../common/constants';
import { enviarItemDaGaleria, useRelerGaleria } from '../api/galeria';
import type { Envio } from '../api/enviar-formulario';
import {
  EscolhaDeArquivo,
  FOTOS_ACEITAS,
  GRANDE_DEMAIS,
  ProgressoDoEnvio,
} from './EscolhaDeArquivo';
import type { Grade } from '../grades';

type Campo = 'arquivo' | 'poster' | 'titulo' | 'alt';
const ID = 'galeria-novo';

/**
 * Adds a photo (or, in the About gallery, a video with its poster photo) at the end of a list.
 * The upload shows its progress and can be stopped; a refusal or a lost signal keeps every field
 * as it was, so sending again is one press.
 */
export function NovoItemDaGaleria({
  grade,
  aoFechar,
  aoEnviar,
}: {
  grade: Grade;
  aoFechar: () => void;
  aoEnviar: (titulo: string, video: boolean) => void;
}) {
  const reler = useRelerGaleria();
  const [tipo, setTipo] = useState<'foto' | 'video'>('foto');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [poster, setPoster] = useState<File | null>(null);
  const [titulo, setTitulo] = useState('');
  const [alt, setAlt] = useState('');
  const [erros, setErros] = useState<Partial<Record<Campo, string>>>({});
  const [erroGeral, setErroGeral] = useState('');
  const [progresso, setProgresso] = useState<number | null>(null);
  const envio = useRef<Envio<unknown> | null>(null);
  const titulo3 = useRef<HTMLHeadingElement>(null);
  const video = grade.videos && tipo === 'video';

  useEffect(() => titulo3.current?.focus(), []);
  // leaving the screen stops an upload nobody would see end
  useEffect(() => () => envio.current?.cancelar(), []);

  const escolher = (campo: 'arquivo' | 'poster', f: File | null) => {
    (campo === 'arquivo' ? setArquivo : setPoster)(f);
    setErros({ ...erros, [campo]: f && f.size > UPLOAD_MAX_BYTES ? GRANDE_DEMAIS : undefined });
  };

  const conferir = (): Partial<Record<Campo, string>> => {
    const e: Partial<Record<Campo, string>> = {};
    if (!arquivo) e.arquivo = video ? 'Escolha o vídeo em MP4.' : 'Escolha a foto a enviar.';
    else if (arquivo.size > UPLOAD_MAX_BYTES) e.arquivo = GRANDE_DEMAIS;
    if (video && !poster) e.poster = 'Escolha a foto de capa do vídeo.';
    else if (video && poster && poster.size > UPLOAD_MAX_BYTES) e.poster = GRANDE_DEMAIS;
    if (!titulo.trim()) e.titulo = 'Título é obrigatório.';
    if (!alt.trim()) e.alt = ALT_OBRIGATORIO;
    return e;
  };

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    if (envio.current) return;
    setErroGeral('');
    const e = conferir();
    setErros(e);
    const primeiro = (['arquivo', 'poster', 'titulo', 'alt'] as const).find((c) => e[c]);
    if (primeiro) {
      document.getElementById(`${ID}-${primeiro}`)?.focus();
      return;
    }
    setProgresso(0);
    const atual = enviarItemDaGaleria(
      {
        secao: grade.secao,
        grupo: grade.grupo,
        titulo,
        texto_alternativo: alt,
        arquivo: arquivo!,
        poster: video ? poster! : undefined,
      },
      setProgresso,
    );
    envio.current = atual;
    try {
      await atual.resposta;
      await reler();
      aoEnviar(titulo.trim(), video);
    } catch (err) {
      const texto = (err as Error).message;
      if (texto === ALT_OBRIGATORIO) setErros({ alt: texto });
      else setErroGeral(texto);
    } finally {
      envio.current = null;
      setProgresso(null);
    }
  };

  const enviando = progresso !== null;
  const coisa = video ? 'vídeo' : 'foto';
  return (
    <form className="galeria-novo" onSubmit={enviar} noValidate aria-labelledby={`${ID}-titulo3`}>
      <h4 id={`${ID}-titulo3`} ref={titulo3} tabIndex={-1}>
        {video ? 'Novo vídeo' : 'Nova foto'} em {grade.nome}
      </h4>
      <fieldset className="galeria-novo__campos" disabled={enviando}>
        {grade.videos && (
          <fieldset className="galeria-novo__tipo">
            <legend>O que enviar</legend>
            {(['foto', 'video'] as const).map((t) => (
              <label key={t} className="field--check">
                <input
                  type="radio"
                  name="galeria-novo-tipo"
                  checked={tipo === t}
                  onChange={() => {
                    setTipo(t);
                    setArquivo(null);
                    setErros({});
                  }}
                />
                {t === 'foto' ? 'Foto' : 'Vídeo (MP4) com foto de capa'}
              </label>
            ))}
          </fieldset>
        )}
        <div className="galeria-novo__arquivos">
          <EscolhaDeArquivo
            key={tipo}
            id={`${ID}-arquivo`}
            rotulo={video ? 'Vídeo' : 'Foto'}
            dica={
              video
                ? 'MP4 de até 10 MB; curto, sem som, como os do site.'
                : 'JPG, PNG, WebP ou AVIF, até 10 MB. Deitada (paisagem) fica melhor.'
            }
            aceita={video ? 'video/mp4' : FOTOS_ACEITAS}
            video={video}
            arquivo={arquivo}
            erro={erros.arquivo}
            aoEscolher={(f) => escolher('arquivo', f)}
          />
          {video && (
            <EscolhaDeArquivo
              id={`${ID}-poster`}
              rotulo="Foto de capa do vídeo"
              dica="A imagem mostrada antes do vídeo começar."
              aceita={FOTOS_ACEITAS}
              arquivo={poster}
              erro={erros.poster}
              aoEscolher={(f) => escolher('poster', f)}
            />
          )}
        </div>
        <div className="field">
          <label htmlFor={`${ID}-titulo`}>Título</label>
          <input
            id={`${ID}-titulo`}
            className="input"
            maxLength={120}
            aria-required="true"
            aria-invalid={!!erros.titulo || undefined}
            aria-describedby={erros.titulo ? `${ID}-titulo-erro` : `${ID}-titulo-dica`}
            value={titulo}
            onChange={(e) => setTitulo(e.target.value)}
          />
          <p id={`${ID}-titulo-dica`} className="hint">
            A legenda que o site mostra, por exemplo “Colheita de soja 2026”.
          </p>
          {erros.titulo && (
            <p id={`${ID}-titulo-erro`} className="conteudo-erro-do-campo">
              {erros.titulo}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${ID}-alt`}>Texto alternativo</label>
          <textarea
            id={`${ID}-alt`}
            className="input"
            rows={2}
            maxLength={300}
            aria-required="true"
            aria-invalid={!!erros.alt || undefined}
            aria-describedby={`${ID}-alt-dica${erros.alt ? ` ${ID}-alt-erro` : ''}`}
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
          />
          <p id={`${ID}-alt-dica`} className="hint">
            Descreva o que {video ? 'o vídeo mostra' : 'a foto mostra'}, como contaria a alguém ao
            telefone: é o que ouve quem não pode ver.
          </p>
          {erros.alt && (
            <p id={`${ID}-alt-erro`} className="conteudo-erro-do-campo">
              {erros.alt}
            </p>
          )}
        </div>
      </fieldset>
      {erroGeral && (
        <p className="alert alert--error" role="alert">
          {erroGeral}
        </p>
      )}
      {enviando && (
        <ProgressoDoEnvio
          id={`${ID}-progresso`}
          rotulo={`Enviando ${coisa}`}
          fracao={progresso}
          aoCancelar={() => envio.current?.cancelar()}
        />
      )}
      <div className="conteudo-acoes">
        {/* not disabled while sending: that would drop the focus of whoever pressed it */}
        <button type="submit" className="btn btn--primary" aria-disabled={enviando || undefined}>
          {enviando ? 'Enviando...' : `Enviar ${coisa}`}
        </button>
        <button type="button" className="btn btn--secondary" disabled={enviando} onClick={aoFechar}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
