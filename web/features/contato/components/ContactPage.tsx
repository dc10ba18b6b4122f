import { CopyEmailButton } from '../../../components/ui/CopyEmailButton';
import { LinkedinIcon, MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { useEmpresa, enderecoCompleto } from '../../../content/conteudo-do-site';
import { PageHero } from '../../../components/layout/PageHero';
import { ContactForm } from './ContactForm';
import { MapPreview } from './MapPreview';
import '../contato.css';

function ClockIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

export function ContactPage() {
  const empresa = useEmpresa();
  return (
    <>
      <PageHero
        image="hero-contact"
        alt="Estrada de terra vermelha entre cercas levando aos silos da fazenda"
        title="Contato"
        subtitle="Fale com a nossa equipe: negócios, parcerias, visitas ou oportunidades de trabalho."
      />
      <section className="section" aria-label="Informações de contato e formulário">
        <div className="section__inner contact">
          <div className="contact__info">
            <h2 className="section__title">Onde estamos</h2>
            <ul className="contact__list">
              <li>
                <span className="contact__icon">
                  <PinIcon />
                </span>
                <div>
                  <h3>Endereço</h3>
                  <p>{enderecoCompleto(empresa)}</p>
                </div>
              </li>
              <li>
                <span className="contact__icon">
                  <PhoneIcon />
                </span>
                <div>
                  <h3>Telefone</h3>
                  <p>
                    <a href={empresa.phoneHref}>{empresa.phone}</a>
                  </p>
                </div>
              </li>
              <li>
                <span className="contact__icon">
                  <MailIcon />
                </span>
                <div>
                  <h3>E-mail</h3>
                  <p>
                    <a href={`mailto:${empresa.email}`}>{empresa.email}</a>
                  </p>
                </div>
              </li>
              <li>
                <span className="contact__icon">
                  <ClockIcon />
                </span>
                <div>
                  <h3>Horário de atendimento</h3>
                  <p>{empresa.openingHours}</p>
                </div>
              </li>
            </ul>
            <MapPreview />
          </div>
          <div className="contact__form card">
            <ContactForm />
          </div>
        </div>
      </section>
      <section className="section section--earth" aria-labelledby="trabalhe-titulo">
        <div className="section__inner careers">
          <div>
            <p className="eyebrow">Carreiras</p>
            <h2 id="trabalhe-titulo" className="section__title">
              Trabalhe Conosco
            </h2>
            <p className="section__lead">
              Procuramos pessoas que gostam do campo e querem crescer com a gente. Acompanhe as
              vagas no LinkedIn ou envie seu currículo para{' '}
              <strong>{empresa.recruitingEmail}</strong>.
            </p>
          </div>
          <div className="careers__actions">
            <a
              className="btn btn--primary"
              href={empresa.social.linkedin}
              target="_blank"
              rel="noopener noreferrer"
            >
              <LinkedinIcon /> Vagas no LinkedIn
              <span className="visually-hidden"> (abre em nova aba)</span>
            </a>
            <CopyEmailButton className="btn btn--secondary">
              <MailIcon /> Copiar e-mail do RH
            </CopyEmailButton>
          </div>
        </div>
      </section>
    </>
  );
}
