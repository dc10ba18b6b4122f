import { useRef, useState } from 'react';
import type { Noticia } from '../../../../common/schemas/conteudo';
import { FUSO } from '../../../content/fuso';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useAlterarNoticia, useNoticias, useRemoverNoticia } from '../api/noticias';
import { FormularioDaNoticia } from './FormularioDaNoticia';
import { Foto, Lapis, Lixeira } from './icones';
import { Miniatura } from './Miniatura';

const dia = (iso: string) =>
  new Date(iso).toLocaleDateString('pt-BR', {
    timeZone: FUSO,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

/**
 * News: the list (drafts too) with each article's cover and state, to edit, publish, take off
 * or remove; below it, the form that writes a new one or changes the one chosen.
 */
export function NoticiasDoSite() {
  const noticias = useNoticias();
  const publicar = useAlterarNoticia();
  const remover = useRemoverNoticia();
  const [editando, setEditando] = useState<Noticia | null>(null);
  const [aRemover, setARemover] = useState<Noticia | null>(null);
  const [aviso, setAviso] = useState('');
  // a new form after each save (a fresh key empties it)
  const [versao, setVersao] = useState(0);
  const [erro, setErro] = useState('');
  const voltarFoco = useRef<HTMLElement | null>(null);
  const titulo = useRef<HTMLHeadingElement>(null);

  const concluir = (texto: string) => {
    setEditando(null);
    setVersao((v) => v + 1);
    setAviso(texto);
  };
  const confirmarRemocao = () => {
    const n = aRemover!;
    voltarFoco.current = titulo.current;
    setARemover(null);
    setErro('');
    remover.mutate(n.id, {
      onSuccess: () => {
        if (editando?.id === n.id) setEditando(null);
        setAviso(`“${n.titulo}” foi removida.`);
      },
      onError: (e) => setErro(`Não foi possível remover: ${e.message}`),
    });
  };

  return (
    <section className="card conteudo-secao" aria-labelledby="noticias-titulo">
      <header className="conteudo-secao__cabeca">
        <h2 id="noticias-titulo" ref={titulo} tabIndex={-1}>
          Notícias
        </h2>
        <p className="muted">
          Novidades da fazenda para a página Notícias. Um rascunho fica só aqui até ser publicado.
        </p>
      </header>
      <CarregandoOuErro consulta={noticias} />
      {noticias.data?.length === 0 && <p className="muted">Nenhuma notícia ainda.</p>}
      {!!noticias.data?.length && (
        <ul className="conteudo-lista noticias-lista">
          {noticias.data.map((n) => (
            <li key={n.id} className="noticia-item">
              <div className="noticia-item__capa">
                {n.capa_imagem ? (
                  <Miniatura imagem={n.capa_imagem} sizes="120px" />
                ) : (
                  <Foto width={28} height={28} />
                )}
              </div>
              <div className="noticia-item__texto">
                <p className="noticia-item__titulo">
                  <strong>{n.titulo}</strong>
                  <span
                    className={`conteudo-situacao${n.rascunho ? '' : ' conteudo-situacao--no-ar'}`}
                  >
                    {n.rascunho ? 'Rascunho' : 'Publicada'}
                  </span>
                </p>
                <p className="noticia-item__resumo muted">{n.resumo}</p>
                <p className="noticia-item__data">
                  {n.publicada_em
                    ? `Publicada em ${dia(n.publicada_em)}`
                    : `Criada em ${dia(n.criado_em)}`}
                  {editando?.id === n.id && ' · sendo editada abaixo'}
                </p>
              </div>
              <div className="noticia-item__acoes">
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  onClick={() => {
                    setAviso('');
                    setEditando(n);
                  }}
                >
                  <Lapis /> Editar
                </button>
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-disabled={publicar.isPending || undefined}
                  onClick={() => {
                    if (publicar.isPending) return;
                    setErro('');
                    publicar.mutate(
                      { id: n.id, rascunho: !n.rascunho },
                      { onError: (e) => setErro(e.message) },
                    );
                  }}
                >
                  {n.rascunho ? 'Publicar' : 'Tirar do site'}
                </button>
                <button
                  type="button"
                  className="btn btn--secondary btn--small conteudo-remover"
                  onClick={(e) => {
                    voltarFoco.current = e.currentTarget;
                    setARemover(n);
                  }}
                >
                  <Lixeira /> Remover
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={aviso ? 'alert alert--success' : 'visually-hidden'}>
        {aviso}
      </p>
      {erro && (
        <p className="alert alert--error" role="alert">
          {erro}
        </p>
      )}

      <FormularioDaNoticia
        key={editando ? `editar-${editando.id}` : `nova-${versao}`}
        noticia={editando}
        aoConcluir={concluir}
        aoCancelar={() => setEditando(null)}
      />
      <ConfirmDialog
        open={aRemover !== null}
        title="Remover esta notícia?"
        text={`“${aRemover?.titulo ?? ''}” sai do site e da lista. Não é possível desfazer.`}
        confirmLabel="Remover"
        onConfirm={confirmarRemocao}
        onCancel={() => setARemover(null)}
        returnFocus={voltarFoco}
      />
    </section>
  );
}
