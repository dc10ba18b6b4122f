import { useEffect, useState, type MouseEvent } from 'react';
import { GALLERY_SCROLL_DELAY_MS, HEADER_SOLID_SCROLL_PX } from '../../../common/constants';
import { paths } from '../../../common/paths';
import { PRIVATE_HEADER_PREFIXES } from '../../../common/screens';
import { useEmpresa } from '../../content/conteudo-do-site';
import { SiteLink, SiteNavLink, useNavegacao, type Navegacao } from '../../lib/navegacao';
import { sair } from '../../lib/sair';
import { useSession } from '../../lib/session';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { Logo } from './Logo';

const isPrivatePage = (pathname: string) =>
  PRIVATE_HEADER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Set while a public page loads the about page for its gallery (the scroll waits for it). */
const GALERIA_PEDIDA = 'portal:ir-para-a-galeria';

/** Scrolls to the about page's gallery 300 ms from now (docs/product/site-publico.md). */
function rolarAteAGaleria() {
  window.setTimeout(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById('galeria')
      ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, GALLERY_SCROLL_DELAY_MS);
}

/**
 * The gallery link: the delay counts from the end of the navigation, so a slow load of the page
 * cannot outrun it. Inside the app that is when the router has drawn the about page; from a
 * public page, which loads the about page from the server, it is when that page has started
 * (the header's first effect there, below).
 */
function irParaAGaleria({ pathname, navegar, carregaPagina }: Navegacao) {
  if (!carregaPagina || pathname === paths.about) {
    void Promise.resolve(navegar(paths.about)).then(rolarAteAGaleria);
    return;
  }
  sessionStorage.setItem(GALERIA_PEDIDA, '1');
  void navegar(paths.about);
}

export function Header() {
  const empresa = useEmpresa();
  const navegacao = useNavegacao();
  const { pathname } = navegacao;
  const session = useSession();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SOLID_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (pathname !== paths.about || sessionStorage.getItem(GALERIA_PEDIDA) === null) return;
    sessionStorage.removeItem(GALERIA_PEDIDA);
    rolarAteAGaleria();
  }, [pathname]);

  const solid = scrolled || isPrivatePage(pathname) || menuOpen;

  const onGallery = (e: MouseEvent) => {
    e.preventDefault();
    setMenuOpen(false);
    irParaAGaleria(navegacao);
  };

  // "Sair" asks first if chat messages still wait, then removes what this device kept for the
  // person: drafts, the waiting queue, the last conversation (web/lib/sair.ts).
  const logout = async () => {
    if (await sair()) await navegacao.navegar(paths.login);
  };

  return (
    <header className={`site-header${solid ? ' site-header--solid' : ''}`} data-solid={solid}>
      <div className="site-header__inner">
        <SiteLink
          to={paths.home}
          className="site-header__brand"
          aria-label={`${empresa.name}: página inicial`}
        >
          <Logo />
          <span className="site-header__name">{empresa.name}</span>
        </SiteLink>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="menu-principal"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <CloseIcon width={26} height={26} /> : <MenuIcon width={26} height={26} />}
        </button>
        <nav
          id="menu-principal"
          aria-label="Principal"
          className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}
        >
          <ul className="site-nav__list">
            <li>
              <SiteNavLink to={paths.home} end>
                Início
              </SiteNavLink>
            </li>
            <li>
              <SiteNavLink to={paths.about}>Sobre Nós</SiteNavLink>
            </li>
            <li>
              <a href={paths.gallery} onClick={onGallery}>
                Galeria
              </a>
            </li>
            <li>
              <SiteNavLink to={paths.activities}>Atividades</SiteNavLink>
            </li>
            <li>
              <SiteNavLink to={paths.contact}>Contato</SiteNavLink>
            </li>
            <li>
              <SiteLink to={paths.portal} className="btn btn--accent btn--small">
                Portal
              </SiteLink>
            </li>
            {session && (
              <li>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => void logout()}
                >
                  Sair
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
