import { Logo } from '../../../components/layout/Logo';
import { VALUES } from '../content';
import { useEmpresa } from '../../../content/conteudo-do-site';
import { useGaleria } from '../galeria';
import { GalleryCarousel } from './GalleryCarousel';
import { PageHero } from '../../../components/layout/PageHero';
import { SiteIcon } from './SiteIcons';
import '../site.css';

export function AboutPage() {
  const empresa = useEmpresa();
  const galeria = useGaleria('sobre');
  return (
    <>
      <PageHero
        image="hero-about"
        alt="Amanhecer na sede da fazenda, com gado no pasto e cerca de madeira"
        title="Sobre Nós"
        subtitle={`Conheça a história, os valores e o dia a dia da ${empresa.name}.`}
        before={
          <span className="hero__logo">
            <Logo size={72} />
          </span>
        }
      />

      <section className="section" aria-labelledby="historia-titulo">
        <div className="section__inner prose">
          <p className="eyebrow">Desde 1987</p>
          <h2 id="historia-titulo" className="section__title">
            Nossa História
          </h2>
          <p>
            A {empresa.name} nasceu em 1987, quando os irmãos Santa Marta compraram uma pequena
            propriedade no Triângulo Mineiro com trinta cabeças de gado e a vontade de fazer a terra
            produzir com respeito. O trabalho começou na recria de bezerros Nelore, com pasto bem
            cuidado e manejo tranquilo.
          </p>
          <p>
            Nos anos 2000 vieram as primeiras lavouras de soja e milho, em áreas de pastagem
            degradada recuperadas com plantio direto. A rotação com sorgo e milheto fechou o ciclo:
            o grão alimenta o rebanho, e o rebanho devolve fertilidade ao solo. Mais tarde chegaram
            a cana-de-açúcar e a irrigação por pivô.
          </p>
          <p>
            Hoje a segunda geração da família divide a gestão com uma equipe de profissionais do
            campo, da zootecnia, da agronomia e da administração — com a mesma simplicidade do
            começo e os olhos no futuro.
          </p>
        </div>
      </section>

      <section className="section section--earth" aria-labelledby="mvv-titulo">
        <div className="section__inner">
          <h2 id="mvv-titulo" className="visually-hidden">
            Missão, Visão e Valores
          </h2>
          <div className="mvv">
            <article className="mvv__card">
              <h3>Missão</h3>
              <p>
                Produzir alimentos e energia com qualidade, eficiência e respeito às pessoas, aos
                animais e ao meio ambiente.
              </p>
            </article>
            <article className="mvv__card">
              <h3>Visão</h3>
              <p>
                Ser referência em agropecuária familiar sustentável em Minas Gerais, reconhecida
                pela confiança de clientes, parceiros e colaboradores.
              </p>
            </article>
            <article className="mvv__card mvv__card--values">
              <h3>Valores</h3>
              <ul className="values">
                {VALUES.map((v) => (
                  <li key={v.title}>
                    <SiteIcon name="check" width={20} height={20} />
                    <span>
                      <strong>{v.title}</strong> — {v.text}
                    </span>
                  </li>
                ))}
              </ul>
            </article>
          </div>
        </div>
      </section>

      <section id="galeria" className="section" aria-labelledby="galeria-titulo">
        <div className="section__inner">
          <p className="eyebrow">Fotos e vídeos</p>
          <h2 id="galeria-titulo" className="section__title">
            Galeria
          </h2>
          <p className="section__lead">
            Um pouco do nosso dia a dia: o rebanho, as lavouras, as instalações e as pessoas que
            fazem a fazenda acontecer.
          </p>
          {galeria.length ? (
            <GalleryCarousel items={galeria} />
          ) : (
            <p className="section__lead">Em breve, novas fotos e vídeos da fazenda.</p>
          )}
        </div>
      </section>
    </>
  );
}
