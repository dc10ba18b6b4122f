import { SiteLink } from '../../../lib/navegacao';
import { paths } from '../../../../common/paths';
import { useEmpresa } from '../../../content/conteudo-do-site';
import { HIGHLIGHTS } from '../content';
import { imageSet } from '../../../lib/media';
import { PageHero } from '../../../components/layout/PageHero';
import { Picture } from '../../../components/ui/Picture';
import { SiteIcon } from './SiteIcons';
import '../site.css';

const SECTION_SIZES = '(min-width: 900px) 560px, 100vw';

export function HomePage() {
  const empresa = useEmpresa();
  return (
    <>
      <PageHero
        tall
        image="hero-home"
        alt="Gado Nelore pastando ao entardecer em pasto do cerrado mineiro"
        title={empresa.tagline}
        subtitle="Pecuária de recria e engorda e agricultura de soja, cana, sorgo, milho e milheto em Minas Gerais."
      >
        <a className="btn btn--accent hero__cta" href="#destaques">
          Conheça nossos destaques
        </a>
      </PageHero>

      <section id="destaques" className="section" aria-labelledby="destaques-titulo">
        <div className="section__inner">
          <p className="eyebrow">O que fazemos</p>
          <h2 id="destaques-titulo" className="section__title">
            Nossos destaques
          </h2>
          <ul className="highlights">
            {HIGHLIGHTS.map((h) => (
              <li key={h.title} className="highlight">
                <span className="highlight__icon">
                  <SiteIcon name={h.icon} />
                </span>
                <h3>{h.title}</h3>
                <p>{h.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--earth" aria-labelledby="tradicao-titulo">
        <div className="section__inner split">
          <Picture
            className="split__media"
            set={imageSet('secao-tradicao', 'photo')}
            alt="Sede da fazenda com bois Nelore no pasto em frente"
            sizes={SECTION_SIZES}
          />
          <div className="split__text">
            <p className="eyebrow">Desde 1987</p>
            <h2 id="tradicao-titulo" className="section__title">
              Tradição que se renova
            </h2>
            <p>
              Começamos com um pequeno rebanho e muita disposição. Três décadas depois, a mesma
              família conduz a fazenda — agora com genética selecionada, gestão por indicadores e
              tecnologia no dia a dia do campo.
            </p>
            <p>
              Unimos o conhecimento de quem vive a terra ao que há de melhor em inovação, sem perder
              o jeito mineiro de fazer negócio: palavra dada é palavra cumprida.
            </p>
            <SiteLink className="btn btn--primary" to={paths.about}>
              Conheça nossa história
            </SiteLink>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="precisao-titulo">
        <div className="section__inner split split--reverse">
          <Picture
            className="split__media"
            set={imageSet('secao-precisao', 'photo')}
            alt="Drone sobrevoando lavoura de soja irrigada por pivô central"
            sizes={SECTION_SIZES}
          />
          <div className="split__text">
            <p className="eyebrow">Agricultura de precisão</p>
            <h2 id="precisao-titulo" className="section__title">
              Cada hectare no seu melhor
            </h2>
            <ul className="checklist">
              <li>
                <SiteIcon name="check" width={20} height={20} />
                Mapas de produtividade e amostragem de solo georreferenciada
              </li>
              <li>
                <SiteIcon name="check" width={20} height={20} />
                Adubação e plantio em taxa variável
              </li>
              <li>
                <SiteIcon name="check" width={20} height={20} />
                Drones e imagens de satélite no monitoramento das lavouras
              </li>
              <li>
                <SiteIcon name="check" width={20} height={20} />
                Irrigação por pivô com lâmina d’água medida
              </li>
            </ul>
            <SiteLink className="btn btn--primary" to={paths.activities}>
              Veja nossas atividades
            </SiteLink>
          </div>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-titulo">
        <div className="section__inner cta__inner">
          <h2 id="cta-titulo">Vamos crescer juntos?</h2>
          <p>
            Fale com nossa equipe sobre negócios e parcerias, ou venha construir sua carreira no
            campo com a gente.
          </p>
          <div className="cta__actions">
            <SiteLink className="btn btn--accent" to={paths.contact}>
              Fale Conosco
            </SiteLink>
            <SiteLink className="btn btn--ghost" to={`${paths.contact}#rodape`}>
              Trabalhe Conosco
            </SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}
