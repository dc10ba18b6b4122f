import { useEffect, useState, type MouseEvent } from 'react';
import { ROTULO_DO_TIPO_DE_VAGA } from '../../../../common/conteudo';
import { PageHero } from '../../../components/layout/PageHero';
import { useConteudoDoSite, useEmpresa } from '../../../content/conteudo-do-site';
import { dataPorExtenso } from '../datas';
import { FormularioDeCandidatura } from './FormularioDeCandidatura';
import '../site.css';
import '../styles/noticias.css';

/**
 * /trabalhe-conosco: the public openings (open, not past their closing day) and the application
 * form, for an opening or spontaneous (docs/product/conteudo.md).
 */
export function TrabalheConoscoPage() {
  const { vagas = [] } = useConteudoDoSite();
  const empresa = useEmpresa();
  const [escolhida, setEscolhida] = useState<number | undefined>(undefined);
  // A tap on "Candidatar-se" before the page's scripts ran followed the link's own address,
  // which names the opening: it is chosen once they run.
  useEffect(() => {
    const pedida = Number(new URLSearchParams(window.location.search).get('vaga'));
    if (Number.isInteger(pedida) && pedida > 0) setEscolhida(pedida);
  }, []);
  const candidatar = (e: MouseEvent, id: number) => {
    // a new tab or window: the link's own address
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setEscolhida(id);
    // the address names the opening (a reload keeps it), then goes to the form
    window.history.replaceState(window.history.state, '', `?vaga=${id}`);
    window.location.hash = 'candidatura';
  };
  return (
    <>
      <PageHero
        image="hero-about"
        alt="Amanhecer na sede da fazenda, com gado no pasto e cerca de madeira"
        title="Trabalhe Conosco"
        subtitle={`Vagas abertas na ${empresa.name}: no campo, nas safras e no escritório.`}
      />
      <section className="section" aria-labelledby="vagas-titulo">
        <div className="section__inner">
          <h2 id="vagas-titulo" className="section__title">
            Vagas abertas
          </h2>
          {vagas.length === 0 ? (
            <p className="section__lead">
              Nenhuma vaga aberta no momento. Envie uma candidatura espontânea: o RH guarda seu
              currículo para as próximas oportunidades.
            </p>
          ) : (
            <ul className="vagas">
              {vagas.map((v) => (
                <li key={v.id} id={`vaga-${v.id}`} className="vaga-card">
                  <h3 className="vaga-card__titulo">{v.titulo}</h3>
                  <p className="vaga-card__fatos">
                    <span className="vaga-card__tipo">{ROTULO_DO_TIPO_DE_VAGA[v.tipo]}</span>
                    <span>{v.local}</span>
                    <span>Inscrições até {dataPorExtenso(v.encerra_em)}</span>
                  </p>
                  <p className="vaga-card__texto">{v.descricao}</p>
                  <h4 className="vaga-card__subtitulo">Requisitos</h4>
                  <p className="vaga-card__texto">{v.requisitos}</p>
                  <a
                    className="btn btn--primary"
                    href={`?vaga=${v.id}#candidatura`}
                    rel="nofollow"
                    onClick={(e) => candidatar(e, v.id)}
                  >
                    Candidatar-se<span className="visually-hidden">: {v.titulo}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section
        id="candidatura"
        className="section section--earth"
        aria-labelledby="candidatura-titulo"
      >
        <div className="section__inner">
          <FormularioDeCandidatura
            vagas={vagas.map((v) => ({ id: v.id, titulo: v.titulo }))}
            vagaInicial={escolhida}
          />
        </div>
      </section>
    </>
  );
}
