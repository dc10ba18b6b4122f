import { useEffect, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { GALLERY_SCROLL_DELAY_MS, HEADER_SOLID_SCROLL_PX } from '../../../common/constants';
import { paths } from '../../../common/paths';
import { PRIVATE_HEADER_PREFIXES } from '../../../common/screens';
import { useEmpresa } from '../../content/conteudo-do-site';
import { sair } from '../../lib/sair';
import { useSession } from '../../lib/session';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { Logo } from './Logo';

const isPrivatePage = (pathname: string) =>
  PRIVATE_HEADER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * Scrolls to the about page's gallery 300 ms after navigating there (docs/product/site-publico.md). The delay
 * counts from the end of the navigation, so a slow load of the page's code cannot outrun it.
 */
function scrollToGallery(navigate: ReturnType<typeof useNavigate>) {
  void Promise.resolve(navigate(paths.about)).then(() => {
    window.setTimeout(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      document
        .getElementById('galeria')
        ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, GALLERY_SCROLL_DELAY_MS);
  });
}

export function Header() {
  const empresa = useEmpresa();
  const { pathname } = useLocation();
  const navigate = useNavigate();
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

  const solid = scrolled || isPrivatePage(pathname) || menuOpen;

  const onGallery = (e: MouseEvent) => {
    e.preventDefault();
    setMenuOpen(false);
    scrollToGallery(navigate);
  };

  // "Sair" asks first if chat messages still wait, then removes what this device kept for the
  // person: drafts, the waiting queue, the last conversation (web/lib/sair.ts).
  const logout = async () => {
    if (await sair()) navigate(paths.login);
  };

  return (
    <header className={`site-header${solid ? ' site-header--solid' : ''}`} data-solid={solid}>
      <div className="site-header__inner">
        <Link
          to={paths.home}
          className="site-header__brand"
          aria-label={`${empresa.name}: página inicial`}
        >
          <Logo />
          <span className="site-header__name">{empresa.name}</span>
        </Link>
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
              <NavLink to={paths.home} end>
                Início
              </NavLink>
            </li>
            <li>
              {/* No `end`: pages are pre-rendered at "/about/", and an exact match would leave the
                  link unmarked in that HTML, which hydration does not correct. */}
              <NavLink to={paths.about}>Sobre Nós</NavLink>
            </li>
            <li>
              <a href={paths.gallery} onClick={onGallery}>
                Galeria
              </a>
            </li>
            <li>
              <NavLink to={paths.activities}>Atividades</NavLink>
            </li>
            <li>
              <NavLink to={paths.contact}>Contato</NavLink>
            </li>
            <li>
              <Link to={paths.portal} className="btn btn--accent btn--small">
                Portal
              </Link>
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
