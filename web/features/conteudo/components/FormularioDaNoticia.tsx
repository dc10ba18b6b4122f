import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CAPA_SEM_ALT, CORPO_MAX } from '../../../../common/conteudo';
import type { Noticia } from '../../../../common/schemas/conteudo';
import { ApiError } from '../../../lib/api-client';
import { previaDaNoticia, useAlterarNoticia, useCriarNoticia } from '../api/noticias';
import { CapaDaNoticia, type Capa } from './CapaDaNoticia';

const capaDe = (n: Noticia | null): Capa | null =>
  n?.capa && n.capa_imagem ? { id: n.capa, imagem: n.capa_imagem } : null;

/**
 * Writes a news item (Markdown: paragraphs, "## " headings, "- " lists, links, **bold**,
 * _italic_) or changes one (`noticia`): its texts and cover, seen as the page will show them.
 * A new one is kept as a draft or published; a changed one keeps its state (the list publishes).
 */
export function FormularioDaNoticia({
  noticia,
  aoConcluir,
  aoCancelar,
}: {
  noticia: Noticia | null;
  aoConcluir: (aviso: string) => void;
  aoCancelar: () => void;
}) {
  const criar = useCriarNoticia();
  const alterar = useAlterarNoticia();
  const [form, setForm] = useState({
    titulo: noticia?.titulo ?? '',
    resumo: noticia?.resumo ?? '',
    corpo: noticia?.corpo ?? '',
  });
  const [capa, setCapa] = useState(capaDe(noticia));
  const [capaAlt, setCapaAlt] = useState(noticia?.capa_alt ?? '');
  const [erro, setErro] = useState<{ texto: string; alt: boolean } | null>(null);
  const [previa, setPrevia] = useState<string | null>(null);
  const [erroPrevia, setErroPrevia] = useState('');
  const cabeca = useRef<HTMLHeadingElement>(null);
  const salvando = criar.isPending || alterar.isPending;

  // an edit starts where the form is: scroll to it and say which article it is
  useEffect(() => {
    if (!noticia) return;
    cabeca.current?.scrollIntoView({ block: 'start' });
    cabeca.current?.focus();
  }, [noticia]);

  const mudar = (k: keyof typeof form, v: string) => {
    setForm({ ...form, [k]: v });
    setPrevia(null);
  };

  const salvar = (rascunho: boolean) => (e?: FormEvent) => {
    e?.preventDefault();
    if (salvando) return;
    setErro(null);
    if (capa && !capaAlt.trim()) {
      setErro({ texto: CAPA_SEM_ALT, alt: true });
      document.getElementById('noticia-capa-alt')?.focus();
      return;
    }
    const cobertura = { capa: capa?.id ?? null, capa_alt: capa ? capaAlt : '' };
    const falhou = (err: Error) => {
      const alt = err.message === CAPA_SEM_ALT;
      setErro({ texto: err.message, alt });
      if (alt) document.getElementById('noticia-capa-alt')?.focus();
    };
    if (noticia) {
      alterar.mutate(
        { id: noticia.id, ...form, ...cobertura },
        {
          onSuccess: () => aoConcluir(`Alterações em “${form.titulo.trim()}” salvas.`),
          onError: falhou,
        },
      );
    } else {
      criar.mutate(
        { ...form, rascunho, ...(capa ? cobertura : {}) },
        {
          onSuccess: () =>
            aoConcluir(
              rascunho ? 'Rascunho salvo. Ele não aparece no site.' : 'Notícia publicada.',
            ),
          onError: falhou,
        },
      );
    }
  };
  const verPrevia = () => {
    setErroPrevia('');
    previaDaNoticia(form.corpo).then(
      (r) => setPrevia(r.html),
      (err: unknown) =>
        setErroPrevia(err instanceof ApiError ? err.message : 'Não foi possível pré-visualizar.'),
    );
  };

  return (
    <form className="form noticia-form" onSubmit={salvar(false)}>
      <h3 ref={cabeca} tabIndex={-1}>
        {noticia ? 'Editar notícia' : 'Nova notícia'}
      </h3>
      {noticia && !noticia.rascunho && (
        <p className="alert alert--info">
          Esta notícia está publicada: o que você salvar aparece no site na hora.
        </p>
      )}
      <div className="field">
        <label htmlFor="noticia-titulo">Título</label>
        <input
          id="noticia-titulo"
          className="input"
          required
          maxLength={160}
          value={form.titulo}
          onChange={(e) => mudar('titulo', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="noticia-resumo">Resumo</label>
        <textarea
          id="noticia-resumo"
          className="input"
          required
          rows={2}
          maxLength={400}
          value={form.resumo}
          onChange={(e) => mudar('resumo', e.target.value)}
        />
      </div>
      <CapaDaNoticia
        capa={capa}
        alt={capaAlt}
        erroAlt={erro?.alt ? erro.texto : undefined}
        aoMudarCapa={(c) => {
          setCapa(c);
          if (erro?.alt) setErro(null);
        }}
        aoMudarAlt={setCapaAlt}
      />
      <div className="field">
        <label htmlFor="noticia-corpo">Texto</label>
        <textarea
          id="noticia-corpo"
          className="input"
          required
          rows={10}
          maxLength={CORPO_MAX}
          aria-describedby="noticia-corpo-dica"
          value={form.corpo}
          onChange={(e) => mudar('corpo', e.target.value)}
        />
        <p id="noticia-corpo-dica" className="hint">
          Separe os parágrafos com uma linha em branco. “## ” no começo da linha faz um título; “- ”
          faz uma lista; **negrito**, _itálico_ e [texto do link](https://endereço).
        </p>
      </div>
      <button
        type="button"
        className="btn btn--secondary noticia-form__previa"
        onClick={verPrevia}
        disabled={!form.corpo.trim()}
      >
        Pré-visualizar
      </button>
      {erroPrevia && (
        <p className="alert alert--error" role="alert">
          {erroPrevia}
        </p>
      )}
      {previa !== null && (
        <div className="conteudo-previa" aria-label="Pré-visualização do texto" role="region">
          {/* HTML rendered and sanitised by the server (server/features/conteudo/markdown.ts) */}
          <div dangerouslySetInnerHTML={{ __html: previa }} />
        </div>
      )}
      {erro && !erro.alt && (
        <p className="alert alert--error" role="alert">
          {erro.texto}
        </p>
      )}
      <div className="conteudo-acoes">
        {noticia ? (
          <>
            <button
              type="submit"
              className="btn btn--primary"
              aria-disabled={salvando || undefined}
            >
              {salvando ? 'Salvando...' : 'Salvar alterações'}
            </button>
            <button type="button" className="btn btn--secondary" onClick={aoCancelar}>
              Cancelar edição
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="btn btn--secondary"
              aria-disabled={salvando || undefined}
              onClick={() => salvar(true)()}
            >
              Salvar rascunho
            </button>
            <button
              type="submit"
              className="btn btn--primary"
              aria-disabled={salvando || undefined}
            >
              {salvando ? 'Salvando...' : 'Publicar'}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
