import { useState, type FormEvent } from 'react';
import { CORPO_MAX } from '../../../../common/conteudo';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';
import { ApiError } from '../../../lib/api-client';
import { previaDaNoticia, useCriarNoticia, useNoticias, usePublicarNoticia } from '../api/noticias';

const VAZIA = { titulo: '', resumo: '', corpo: '' };

/**
 * News: write one (Markdown: paragraphs, "## " headings, "- " lists, links, **bold**, _italic_),
 * see it as the page will show it, keep it as a draft or publish it; publish or take off later.
 */
export function NoticiasDoSite() {
  const noticias = useNoticias();
  const criar = useCriarNoticia();
  const publicar = usePublicarNoticia();
  const [form, setForm] = useState(VAZIA);
  const [previa, setPrevia] = useState<string | null>(null);
  const [erroPrevia, setErroPrevia] = useState('');
  const [aviso, setAviso] = useState('');
  const mudar = (k: keyof typeof VAZIA, v: string) => {
    setForm({ ...form, [k]: v });
    setPrevia(null);
  };

  const salvar = (rascunho: boolean) => (e?: FormEvent) => {
    e?.preventDefault();
    setAviso('');
    criar.mutate(
      { ...form, rascunho },
      {
        onSuccess: () => {
          setAviso(rascunho ? 'Rascunho salvo. Ele não aparece no site.' : 'Notícia publicada.');
          setForm(VAZIA);
          setPrevia(null);
        },
      },
    );
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
    <section className="card" aria-labelledby="noticias-titulo">
      <h2 id="noticias-titulo">Notícias</h2>
      <CarregandoOuErro consulta={noticias} />
      {noticias.data?.length === 0 && <p className="muted">Nenhuma notícia ainda.</p>}
      {!!noticias.data?.length && (
        <ul className="conteudo-lista">
          {noticias.data.map((n) => (
            <li key={n.id} className="conteudo-lista__item">
              <div>
                <strong>{n.titulo}</strong>
                <span className="muted"> · {n.resumo}</span>
              </div>
              <span className={`conteudo-situacao${n.rascunho ? '' : ' conteudo-situacao--no-ar'}`}>
                {n.rascunho ? 'Rascunho' : 'Publicada'}
              </span>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                disabled={publicar.isPending}
                onClick={() => publicar.mutate({ id: n.id, rascunho: !n.rascunho })}
              >
                {n.rascunho ? 'Publicar' : 'Tirar do site'}
              </button>
            </li>
          ))}
        </ul>
      )}

      <h3>Nova notícia</h3>
      <form className="form" onSubmit={salvar(false)}>
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
            Separe os parágrafos com uma linha em branco. “## ” no começo da linha faz um título; “-
            ” faz uma lista; **negrito**, _itálico_ e [texto do link](https://endereço).
          </p>
        </div>
        <button
          type="button"
          className="btn btn--secondary"
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
        {criar.error && (
          <p className="alert alert--error" role="alert">
            {criar.error.message}
          </p>
        )}
        {aviso && (
          <p className="alert alert--success" role="status">
            {aviso}
          </p>
        )}
        <div className="conteudo-acoes">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={criar.isPending}
            onClick={() => salvar(true)()}
          >
            Salvar rascunho
          </button>
          <button type="submit" className="btn btn--primary" disabled={criar.isPending}>
            {criar.isPending ? 'Salvando...' : 'Publicar'}
          </button>
        </div>
      </form>
    </section>
  );
}
