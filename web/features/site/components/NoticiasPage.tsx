import { paths } from '../../../../common/paths';
import { PageHero } from '../../../components/layout/PageHero';
import { Picture } from '../../../components/ui/Picture';
import { useConteudoDoSite } from '../../../content/conteudo-do-site';
import { dataPorExtenso } from '../datas';
import { conjuntoDaImagem } from '../imagens';
import '../site.css';
import '../styles/noticias.css';

const CAPA_SIZES = '(max-width: 599px) 92vw, (max-width: 1023px) 46vw, 360px';

/**
 * /noticias: the published news, newest first, a page at a time. Each links to its own page
 * (a whole page load: the server draws it with its text).
 */
export function NoticiasPage() {
  const { noticias = [], paginaDasNoticias: pagina = { atual: 1, total: 1 } } = useConteudoDoSite();
  const endereco = (n: number) => (n === 1 ? paths.noticias : `${paths.noticias}?pagina=${n}`);
  return (
    <>
      <PageHero
        image="hero-activities"
        alt="Milharal com pendões dourados ao entardecer"
        title="Notícias"
        subtitle="Safras, rebanho, pessoas e oportunidades: o que acontece na fazenda."
      />
      <section className="section" aria-labelledby="noticias-titulo">
        <div className="section__inner">
          <h2 id="noticias-titulo" className="visually-hidden">
            Últimas notícias
          </h2>
          {noticias.length === 0 ? (
            <p className="section__lead">Nenhuma notícia publicada ainda. Volte em breve.</p>
          ) : (
            <ul className="noticias">
              {noticias.map((n) => (
                <li key={n.slug} className="noticia-card">
                  {n.capa && (
                    <Picture
                      className="noticia-card__capa"
                      set={conjuntoDaImagem(n.capa)}
                      alt={n.capa_alt}
                      sizes={CAPA_SIZES}
                    />
                  )}
                  <div className="noticia-card__corpo">
                    <p className="noticia-card__data">
                      <time dateTime={n.publicada_em}>{dataPorExtenso(n.publicada_em)}</time>
                    </p>
                    <h3 className="noticia-card__titulo">
                      <a href={paths.noticia(n.slug)}>{n.titulo}</a>
                    </h3>
                    <p>{n.resumo}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {pagina.total > 1 && (
            <nav className="paginacao" aria-label="Páginas de notícias">
              {pagina.atual > 1 && (
                <a className="btn btn--secondary" href={endereco(pagina.atual - 1)} rel="prev">
                  Notícias mais recentes
                </a>
              )}
              <span className="paginacao__posicao">
                Página {pagina.atual} de {pagina.total}
              </span>
              {pagina.atual < pagina.total && (
                <a className="btn btn--secondary" href={endereco(pagina.atual + 1)} rel="next">
                  Notícias anteriores
                </a>
              )}
            </nav>
          )}
          <p className="noticias__rss">
            <a href="/noticias/feed.xml">Acompanhe pelo RSS</a>
          </p>
        </div>
      </section>
    </>
  );
}
