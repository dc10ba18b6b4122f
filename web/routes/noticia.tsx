import { paths } from '../../common/paths';
import { NoticiaPage } from '../features/site/components/NoticiaPage';
import { conteudoDaPagina } from '../content/conteudo-do-site';
import { pageMeta } from '../lib/meta';

/** The news item's own title and summary (the content the page was drawn from). */
export const meta = () => {
  const n = conteudoDaPagina().noticia;
  return n
    ? pageMeta(n.titulo, n.resumo, paths.noticia(n.slug), 'article')
    : pageMeta(
        'Notícia não encontrada',
        'A notícia procurada não existe ou foi retirada.',
        paths.noticias,
      );
};

export default function Pagina() {
  return <NoticiaPage />;
}
