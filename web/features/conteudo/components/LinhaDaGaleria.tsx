import { useState, type FormEvent } from 'react';
import { ALT_OBRIGATORIO } from '../../../../common/conteudo';
import type { ItemDaGaleria } from '../../../../common/schemas/conteudo';
import { useAlterarItemDaGaleria } from '../api/galeria';
import { Lapis, Lixeira, Olho, OlhoFechado, Play, SetaAbaixo, SetaAcima } from './icones';
import { Miniatura } from './Miniatura';

/**
 * One picture of a list: its thumbnail, title and alternative text, and what can be done to it
 * (move, hide or show, edit the texts, remove). Editing turns the row into a small form.
 */
export function LinhaDaGaleria({
  item,
  posicao,
  total,
  ocupado,
  aoMover,
  aoPedirRemocao,
  aoAvisar,
  aoFalhar,
}: {
  item: ItemDaGaleria;
  posicao: number;
  total: number;
  ocupado: boolean;
  aoMover: (para: number) => void;
  aoPedirRemocao: (botao: HTMLButtonElement) => void;
  aoAvisar: (texto: string) => void;
  aoFalhar: (texto: string) => void;
}) {
  const alterar = useAlterarItemDaGaleria();
  const [editando, setEditando] = useState(false);
  const id = `galeria-${item.id}`;
  const video = item.tipo === 'video';
  // each button says which picture it acts on, to whoever hears it out of its row
  const nome = <span className="visually-hidden"> “{item.titulo}”</span>;
  // busy rows keep their buttons focusable (a disabled button drops the focus of whoever pressed
  // it): they say so with aria-disabled and ignore the press
  const parado = ocupado || alterar.isPending;

  const alternarVisivel = () => {
    const visivel = !item.visivel;
    alterar.mutate(
      { id: item.id, visivel },
      {
        onSuccess: () =>
          aoAvisar(
            visivel
              ? `“${item.titulo}” voltou ao site.`
              : `“${item.titulo}” saiu do site. Continua aqui para voltar quando quiser.`,
          ),
        onError: (e) => aoFalhar(`Não foi possível alterar “${item.titulo}”: ${e.message}`),
      },
    );
  };

  return (
    <li className={`galeria-item${item.visivel ? '' : ' galeria-item--fora'}`}>
      <div className="galeria-item__midia">
        <Miniatura imagem={item.imagem} className="galeria-item__foto" />
        <span className="galeria-item__posicao" aria-hidden="true">
          {posicao + 1}
        </span>
        {video && (
          <span className="galeria-item__selo">
            <Play width={12} height={12} /> Vídeo
          </span>
        )}
      </div>
      {editando ? (
        <EdicaoDoItem
          item={item}
          aoSair={(texto) => {
            setEditando(false);
            if (texto) aoAvisar(texto);
            requestAnimationFrame(() => document.getElementById(`${id}-editar`)?.focus());
          }}
        />
      ) : (
        <div className="galeria-item__texto">
          <p className="galeria-item__titulo">
            <strong>{item.titulo}</strong>
            {!item.visivel && <span className="conteudo-situacao">Fora do site</span>}
          </p>
          <p className="galeria-item__alt">
            <span className="visually-hidden">Texto alternativo: </span>
            {item.texto_alternativo}
          </p>
        </div>
      )}
      {!editando && (
        <div className="galeria-item__acoes">
          <button
            id={`${id}-acima`}
            type="button"
            className="btn btn--secondary btn--small btn--icone"
            title="Mover para cima"
            disabled={posicao === 0}
            aria-disabled={parado || undefined}
            onClick={() => !parado && aoMover(posicao - 1)}
          >
            <SetaAcima />
            <span className="acao__rotulo">Subir</span>
            {nome}
          </button>
          <button
            id={`${id}-abaixo`}
            type="button"
            className="btn btn--secondary btn--small btn--icone"
            title="Mover para baixo"
            disabled={posicao === total - 1}
            aria-disabled={parado || undefined}
            onClick={() => !parado && aoMover(posicao + 1)}
          >
            <SetaAbaixo />
            <span className="acao__rotulo">Descer</span>
            {nome}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            aria-disabled={parado || undefined}
            onClick={() => !parado && alternarVisivel()}
          >
            {item.visivel ? <OlhoFechado /> : <Olho />}
            {item.visivel ? 'Ocultar' : 'Mostrar'}
            {nome}
          </button>
          <button
            id={`${id}-editar`}
            type="button"
            className="btn btn--secondary btn--small"
            aria-disabled={parado || undefined}
            onClick={() => !parado && setEditando(true)}
          >
            <Lapis /> Editar
            {nome}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--small conteudo-remover"
            aria-disabled={parado || undefined}
            onClick={(e) => !parado && aoPedirRemocao(e.currentTarget)}
          >
            <Lixeira /> Remover
            {nome}
          </button>
        </div>
      )}
    </li>
  );
}

/** The title and alternative text of an item, changed in place. */
function EdicaoDoItem({
  item,
  aoSair,
}: {
  item: ItemDaGaleria;
  aoSair: (aviso: string | null) => void;
}) {
  const alterar = useAlterarItemDaGaleria();
  const [titulo, setTitulo] = useState(item.titulo);
  const [alt, setAlt] = useState(item.texto_alternativo);
  const [erro, setErro] = useState<{ campo: 'titulo' | 'alt' | null; texto: string } | null>(null);
  const id = `galeria-${item.id}`;

  const falhar = (campo: 'titulo' | 'alt' | null, texto: string) => {
    setErro({ campo, texto });
    if (campo) document.getElementById(`${id}-${campo}`)?.focus();
  };
  const salvar = (e: FormEvent) => {
    e.preventDefault();
    if (!titulo.trim()) return falhar('titulo', 'Título é obrigatório.');
    if (!alt.trim()) return falhar('alt', ALT_OBRIGATORIO);
    alterar.mutate(
      { id: item.id, titulo, texto_alternativo: alt },
      {
        onSuccess: () => aoSair(`Textos de “${titulo.trim()}” salvos.`),
        onError: (err) => falhar(err.message === ALT_OBRIGATORIO ? 'alt' : null, err.message),
      },
    );
  };
  const descricao = (campo: 'titulo' | 'alt') =>
    erro?.campo === campo ? `${id}-${campo}-erro` : undefined;

  return (
    <form className="galeria-item__edicao form" onSubmit={salvar} noValidate>
      <div className="field">
        <label htmlFor={`${id}-titulo`}>Título</label>
        <input
          id={`${id}-titulo`}
          className="input"
          maxLength={120}
          aria-required="true"
          aria-invalid={erro?.campo === 'titulo' || undefined}
          aria-describedby={descricao('titulo')}
          value={titulo}
          onChange={(e) => setTitulo(e.target.value)}
        />
        {erro?.campo === 'titulo' && (
          <p id={`${id}-titulo-erro`} className="conteudo-erro-do-campo">
            {erro.texto}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-alt`}>Texto alternativo</label>
        <textarea
          id={`${id}-alt`}
          className="input"
          rows={2}
          maxLength={300}
          aria-required="true"
          aria-invalid={erro?.campo === 'alt' || undefined}
          aria-describedby={descricao('alt')}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
        />
        {erro?.campo === 'alt' && (
          <p id={`${id}-alt-erro`} className="conteudo-erro-do-campo">
            {erro.texto}
          </p>
        )}
      </div>
      {erro && !erro.campo && (
        <p className="alert alert--error" role="alert">
          {erro.texto}
        </p>
      )}
      <div className="conteudo-acoes">
        <button type="submit" className="btn btn--primary btn--small" disabled={alterar.isPending}>
          {alterar.isPending ? 'Salvando...' : 'Salvar'}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={alterar.isPending}
          onClick={() => aoSair(null)}
        >
          Cancelar
        </button>
      </div>
    </form>
  );
}
