import { SiteLink } from '../../../lib/navegacao';
import { paths } from '../../../../common/paths';
import { CROPS, PECUARIA_FEATURES, PRACTICES } from '../content';
import { useGaleria } from '../galeria';
import { imageSet } from '../../../lib/media';
import { PageHero } from '../../../components/layout/PageHero';
import { PhotoGrid } from './PhotoGrid';
import { Picture } from '../../../components/ui/Picture';
import { SiteIcon } from './SiteIcons';
import '../site.css';

const FEATURE_ICONS = ['medal', 'sprout', 'water', 'cattle'] as const;
const PRACTICE_ICONS = ['leaf', 'recycle', 'check', 'water', 'sprout', 'recycle'] as const;

export function ActivitiesPage() {
  const pecuaria = useGaleria('atividades', 'pecuaria');
  const agricultura = useGaleria('atividades', 'agricultura');
  return (
    <>
      <PageHero
        image="hero-activities"
        alt="Milharal com pendões dourados ao entardecer"
        title="Nossas Atividades"
        subtitle="Pecuária de recria e engorda e agricultura em rotação, com a sustentabilidade no centro de cada decisão."
      />

      <section id="pecuaria" className="section" aria-labelledby="pecuaria-titulo">
        <div className="section__inner">
          <p className="eyebrow">Recria e engorda</p>
          <h2 id="pecuaria-titulo" className="section__title">
            Pecuária
          </h2>
          <p className="section__lead">
            Nosso rebanho Nelore é recriado a pasto e terminado com suplementação, em lotes
            acompanhados do desmame ao abate — com rastreabilidade de cada animal.
          </p>
          <ul className="features">
            {PECUARIA_FEATURES.map((f, i) => (
              <li key={f.title} className="feature">
                <span className="highlight__icon">
                  <SiteIcon name={FEATURE_ICONS[i] ?? 'check'} />
                </span>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
          <h3 className="grid-title">Fotos da pecuária</h3>
          <PhotoGrid photos={pecuaria} label="Fotos da pecuária" />
        </div>
      </section>

      <section id="agricultura" className="section section--earth" aria-labelledby="agri-titulo">
        <div className="section__inner">
          <p className="eyebrow">Grãos, cana e forragem</p>
          <h2 id="agri-titulo" className="section__title">
            Agricultura
          </h2>
          <p className="section__lead">
            Cinco culturas em rotação planejada: cada safra prepara o solo para a próxima e alimenta
            também o rebanho.
          </p>
          <ul className="crops">
            {CROPS.map((c) => (
              <li key={c.title} className="crop">
                <Picture
                  className="crop__media"
                  set={imageSet(c.image, 'photo')}
                  alt=""
                  sizes="(max-width: 599px) 38vw, (max-width: 1023px) 46vw, 220px"
                />
                <div className="crop__body">
                  <h3>{c.title}</h3>
                  <p>{c.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <h3 className="grid-title">Fotos da agricultura</h3>
          <PhotoGrid photos={agricultura} label="Fotos da agricultura" />
        </div>
      </section>

      <section id="sustentabilidade" className="section" aria-labelledby="sust-titulo">
        <div className="section__inner">
          <p className="eyebrow">Compromisso com a terra</p>
          <h2 id="sust-titulo" className="section__title">
            Sustentabilidade
          </h2>
          <ul className="practices">
            {PRACTICES.map((p, i) => (
              <li key={p.title} className="practice">
                <SiteIcon name={PRACTICE_ICONS[i] ?? 'leaf'} />
                <div>
                  <h3>{p.title}</h3>
                  <p>{p.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="center">
            <SiteLink className="btn btn--primary" to={paths.contact}>
              Fale com nossa equipe
            </SiteLink>
          </p>
        </div>
      </section>
    </>
  );
}
