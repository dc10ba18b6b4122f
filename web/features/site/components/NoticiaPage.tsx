import { paths } from '../../../../common/paths';
import { PageHero } from '../../../components/layout/PageHero';
import { Picture } from '../../../components/ui/Picture';
import { useConteudoDoSite } from '../../../content/conteudo-do-site';
import { dataPorExtenso } from '../datas';
import { conjuntoDaImagem } from '../imagens';
import '../site.css';
import '../styles/noticias.css';

/**
 * /noticias/{slug}: one published news item. Its body is the HTML the server made from the
 * Markdown and sanitised (server/features/conteudo/markdown.ts); nothing else is set as HTML.
 */
export function NoticiaPage() {
  const { noticia } = useConteudoDoSite();
  if (!noticia) {
    return (
      <section className="page page--narrow">
        <h1>Notícia não encontrada</h1>
        <p>
          <a href={paths.noticias}>Ver todas as notícias</a>
        </p>
      </section>
    );
  }
  return (
    <>
      <PageHero
        image="hero-activities"
        alt="Milharal com pendões dourados ao entardecer"
        title={noticia.titulo}
        subtitle={noticia.resumo}
      />
      <article className="section" aria-labelledby="hero-titulo">
        <div className="section__inner prose noticia">
          <p className="noticia__meta">
            <a href={paths.noticias}>Todas as notícias</a>
            <span aria-hidden="true"> · </span>
            Publicada em{' '}
            <time dateTime={noticia.publicada_em}>{dataPorExtenso(noticia.publicada_em)}</time>
          </p>
          {noticia.capa && (
            <Picture
              className="noticia__capa"
              set={conjuntoDaImagem(noticia.capa)}
              alt={noticia.capa_alt}
              sizes="(max-width: 767px) 92vw, 720px"
            />
          )}
          <div className="noticia__corpo" dangerouslySetInnerHTML={{ __html: noticia.html }} />
        </div>
      </article>
    </>
  );
}
