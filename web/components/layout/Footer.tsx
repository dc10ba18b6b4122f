import { SiteLink } from '../../lib/navegacao';
import { paths } from '../../../common/paths';
import { useEmpresa, enderecoCompleto } from '../../content/conteudo-do-site';
import { CopyEmailButton } from '../ui/CopyEmailButton';
import {
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  WhatsappIcon,
} from '../ui/icons';
import { Logo } from './Logo';

export function Footer() {
  const empresa = useEmpresa();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer" id="rodape">
      <div className="site-footer__grid">
        <div className="site-footer__brand">
          <Logo size={48} />
          <p className="site-footer__name">{empresa.name}</p>
          <p>{empresa.tagline}</p>
        </div>
        <nav aria-label="Links rápidos">
          <h2 className="site-footer__title">Links rápidos</h2>
          <ul>
            <li>
              <SiteLink to={paths.home}>Início</SiteLink>
            </li>
            <li>
              <SiteLink to={paths.about}>Sobre Nós</SiteLink>
            </li>
            <li>
              <SiteLink to={paths.activities}>Atividades</SiteLink>
            </li>
            <li>
              <SiteLink to={paths.contact}>Contato</SiteLink>
            </li>
            {/* drawn by the server with their content: a whole page load, not a client move */}
            <li>
              <a href={paths.noticias}>Notícias</a>
            </li>
            <li>
              <a href={paths.trabalheConosco}>Vagas abertas</a>
            </li>
            <li>
              <SiteLink to={paths.privacidade}>Aviso de privacidade</SiteLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__title">Fale com a gente</h2>
          <address>
            <p className="icon-line">
              <PinIcon />
              <span>{enderecoCompleto(empresa)}</span>
            </p>
            <p className="icon-line">
              <PhoneIcon />
              <a href={empresa.phoneHref}>{empresa.phone}</a>
            </p>
          </address>
          <ul className="social" aria-label="Redes sociais">
            <li>
              <a
                href={empresa.social.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="LinkedIn (abre em nova aba)"
              >
                <LinkedinIcon />
              </a>
            </li>
            <li>
              <a
                href={empresa.social.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="WhatsApp (abre em nova aba)"
              >
                <WhatsappIcon />
              </a>
            </li>
            <li>
              <a
                href={empresa.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram (abre em nova aba)"
              >
                <InstagramIcon />
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="site-footer__title">Trabalhe Conosco</h2>
          <p>
            Veja as <a href={paths.trabalheConosco}>vagas abertas</a> e candidate-se pelo site, ou
            envie seu currículo para {empresa.recruitingEmail}.
          </p>
          <CopyEmailButton className="btn btn--accent btn--small">
            <MailIcon /> Copiar e-mail
          </CopyEmailButton>
        </div>
      </div>
      <p className="site-footer__copy">
        © <span suppressHydrationWarning>{year}</span> {empresa.legalName}. Todos os direitos
        reservados.
      </p>
    </footer>
  );
}
