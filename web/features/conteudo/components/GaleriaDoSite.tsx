import { useEffect, useRef, useState } from 'react';
import type { ItemDaGaleria } from '../../../../common/schemas/conteudo';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import {
  ordemAposMover,
  useGaleria,
  useMoverItemDaGaleria,
  useRemoverItemDaGaleria,
} from '../api/galeria';
import { Mais } from './icones';
import { LinhaDaGaleria } from './LinhaDaGaleria';
import { NovoItemDaGaleria } from './NovoItemDaGaleria';
import { GRADES, type Grade } from '../grades';

const daGrade = (g: Grade) => (i: ItemDaGaleria) => i.secao === g.secao && i.grupo === g.grupo;
const emOrdem = (a: ItemDaGaleria, b: ItemDaGaleria) => a.ordem - b.ordem || a.id - b.id;
const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/**
 * "Galeria e fotos": the About gallery (photos and videos) and the Activities page's two photo
 * grids. Each list in the site's order: add, describe, move, hide or remove a picture.
 */
export function GaleriaDoSite() {
  const galeria = useGaleria();
  const mover = useMoverItemDaGaleria();
  const remover = useRemoverItemDaGaleria();
  const [chave, setChave] = useState<Grade['chave']>('sobre');
  const [adicionando, setAdicionando] = useState(false);
  const [aviso, setAviso] = useState('');
  const [erro, setErro] = useState('');
  const [aRemover, setARemover] = useState<ItemDaGaleria | null>(null);
  const [foco, setFoco] = useState<{ id: number; posicao: number; botao: string } | null>(null);
  const voltarFoco = useRef<HTMLElement | null>(null);
  const tituloDaLista = useRef<HTMLHeadingElement>(null);
  const botaoAdicionar = useRef<HTMLButtonElement>(null);

  const grade = GRADES.find((g) => g.chave === chave)!;
  const todos = galeria.data ?? [];
  const itens = todos.filter(daGrade(grade)).sort(emOrdem);

  // a moved row is put back in the DOM, which takes its focus: give it back once it is in place
  useEffect(() => {
    if (!foco || itens[foco.posicao]?.id !== foco.id) return;
    const alvo = document.getElementById(foco.botao) as HTMLButtonElement | null;
    const outro = document.getElementById(
      foco.botao.replace(/(acima|abaixo)$/, (d) => (d === 'acima' ? 'abaixo' : 'acima')),
    ) as HTMLButtonElement | null;
    (alvo && !alvo.disabled ? alvo : outro)?.focus();
    setFoco(null);
  }, [foco, itens]);

  const aoMover = (item: ItemDaGaleria, de: number, para: number) => {
    setErro('');
    const botao = `galeria-${item.id}-${para < de ? 'acima' : 'abaixo'}`;
    setFoco({ id: item.id, posicao: para, botao });
    setAviso(`“${item.titulo}” agora está na posição ${para + 1} de ${itens.length}.`);
    mover.mutate(ordemAposMover(itens, de, para), {
      onError: (e) => {
        setFoco(null);
        setAviso('');
        setErro(`Não foi possível mudar a ordem: ${e.message}`);
      },
    });
  };

  const confirmarRemocao = () => {
    const item = aRemover!;
    voltarFoco.current = tituloDaLista.current;
    setARemover(null);
    setErro('');
    remover.mutate(item.id, {
      onSuccess: () =>
        setAviso(
          `“${item.titulo}” foi ${item.tipo === 'video' ? 'removido' : 'removida'} do site.`,
        ),
      onError: (e) => setErro(`Não foi possível remover: ${e.message}`),
    });
  };

  return (
    <section className="card conteudo-secao" aria-labelledby="galeria-titulo">
      <header className="conteudo-secao__cabeca">
        <h2 id="galeria-titulo">Galeria e fotos</h2>
        <p className="muted">
          As fotos e vídeos da galeria da página Sobre Nós e as duas grades de fotos da página
          Atividades, na ordem em que aparecem no site.
        </p>
      </header>
      <CarregandoOuErro consulta={galeria} />
      <fieldset className="galeria-grades">
        <legend className="visually-hidden">Qual lista editar</legend>
        {GRADES.map((g) => {
          const n = todos.filter(daGrade(g)).length;
          return (
            <label key={g.chave} className="galeria-grades__opcao">
              <input
                type="radio"
                name="galeria-grade"
                value={g.chave}
                checked={g.chave === chave}
                onChange={() => {
                  setChave(g.chave);
                  setAviso('');
                  setErro('');
                }}
              />
              <span className="galeria-grades__nome">{g.nome}</span>
              <span className="galeria-grades__onde">
                {g.videos ? 'Galeria' : 'Atividades'}
                {galeria.data &&
                  ` · ${g.videos ? plural(n, 'item', 'itens') : plural(n, 'foto', 'fotos')}`}
              </span>
            </label>
          );
        })}
      </fieldset>

      <div className="galeria-lista__cabeca">
        <h3 id="galeria-lista-titulo" ref={tituloDaLista} tabIndex={-1}>
          {grade.pagina}
        </h3>
        {!adicionando && (
          <button
            ref={botaoAdicionar}
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => {
              setAdicionando(true);
              setAviso('');
            }}
          >
            <Mais /> {grade.videos ? 'Adicionar foto ou vídeo' : 'Adicionar foto'}
          </button>
        )}
      </div>
      {adicionando && (
        <NovoItemDaGaleria
          grade={grade}
          aoFechar={() => {
            setAdicionando(false);
            requestAnimationFrame(() => botaoAdicionar.current?.focus());
          }}
          aoEnviar={(titulo, video) => {
            setAdicionando(false);
            setAviso(
              video
                ? `Vídeo “${titulo}” adicionado ao fim da lista.`
                : `Foto “${titulo}” adicionada ao fim da lista.`,
            );
            requestAnimationFrame(() => botaoAdicionar.current?.focus());
          }}
        />
      )}
      <div className="galeria-avisos">
        <p role="status" className={aviso ? 'alert alert--success' : 'visually-hidden'}>
          {aviso}
        </p>
        {erro && (
          <p className="alert alert--error" role="alert">
            {erro}
          </p>
        )}
      </div>
      {galeria.data && itens.length === 0 && (
        <p className="muted">Nenhuma foto nesta lista. O site mostra a lista vazia.</p>
      )}
      {itens.length > 0 && (
        <ol className="galeria-lista" aria-labelledby="galeria-lista-titulo">
          {itens.map((item, i) => (
            <LinhaDaGaleria
              key={item.id}
              item={item}
              posicao={i}
              total={itens.length}
              ocupado={mover.isPending || (remover.isPending && remover.variables === item.id)}
              aoMover={(para) => aoMover(item, i, para)}
              aoPedirRemocao={(botao) => {
                voltarFoco.current = botao;
                setARemover(item);
              }}
              aoAvisar={(texto) => {
                setErro('');
                setAviso(texto);
              }}
              aoFalhar={(texto) => setErro(texto)}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={aRemover !== null}
        title={aRemover?.tipo === 'video' ? 'Remover este vídeo?' : 'Remover esta foto?'}
        text={`“${aRemover?.titulo ?? ''}” sai do site e seus arquivos são apagados. Não é possível desfazer.`}
        confirmLabel="Remover"
        onConfirm={confirmarRemocao}
        onCancel={() => setARemover(null)}
        returnFocus={voltarFoco}
      />
    </section>
  );
}
