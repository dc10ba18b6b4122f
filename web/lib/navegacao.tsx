/**
 * How the parts every page shares (the header, the footer, the public pages' own links) move to
 * another page, without knowing who drew them: inside the app, React Router moves without
 * reloading (web/root.tsx gives its location and `navigate`); a public page opened directly runs
 * without the router, and its links load the next page as any web page does
 * (web/site-cliente.tsx, docs/decisions/084-paginas-publicas-sem-roteador.md). The links are the
 * same elements either way, so a page's HTML hydrates whichever of the two takes it over.
 */
import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { semConexao } from './conexao';

export interface Navegacao {
  /** the address on screen, without the query */
  pathname: string;
  /** moves to `para`; inside the app, resolved when the next screen is on screen */
  navegar: (para: string, opcoes?: { replace?: boolean }) => void | Promise<void>;
  /** true where moving loads the next page from the server (the public pages) */
  carregaPagina: boolean;
}

/** A public page without the router: every move is the browser's own. */
export const navegacaoDoDocumento = (): Navegacao => ({
  pathname: window.location.pathname,
  navegar: (para, opcoes) => {
    if (opcoes?.replace) window.location.replace(para);
    else window.location.assign(para);
  },
  carregaPagina: true,
});

const Contexto = createContext<Navegacao | null>(null);

export function ProvedorDeNavegacao({
  valor,
  children,
}: {
  valor: Navegacao;
  children: ReactNode;
}) {
  return <Contexto.Provider value={valor}>{children}</Contexto.Provider>;
}

export function useNavegacao(): Navegacao {
  const n = useContext(Contexto);
  if (!n) throw new Error('useNavegacao fora de um ProvedorDeNavegacao');
  return n;
}

/** A click the app may take over: the main button, no key held (those open tabs and windows). */
const cliqueSimples = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 &&
  !e.defaultPrevented &&
  !e.metaKey &&
  !e.altKey &&
  !e.ctrlKey &&
  !e.shiftKey &&
  (!e.currentTarget.target || e.currentTarget.target === '_self');

type PropsDoLink = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link to a page of the product: a plain `<a>`, which the app moves by itself when it can. */
export function SiteLink({ to, onClick, ...resto }: PropsDoLink) {
  const { navegar, carregaPagina } = useNavegacao();
  return (
    <a
      {...resto}
      href={to}
      onClick={(e) => {
        onClick?.(e);
        if (!cliqueSimples(e)) return;
        if (carregaPagina) {
          // Before the app is installed no service worker answers for the next page, and a load
          // without a signal would be the browser's no-internet page: the page stays, under the
          // "Sem conexão" notice (docs/product/site-publico.md).
          if (semConexao() && !navigator.serviceWorker?.controller) e.preventDefault();
          return;
        }
        e.preventDefault();
        void navegar(to);
      }}
    />
  );
}

/** Whether `to` is the page on screen: exactly with `end`, or it or a page below it. */
export const ehAtual = (pathname: string, to: string, end = false) => {
  const atual = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return atual === to || (!end && to !== '/' && atual.startsWith(`${to}/`));
};

/** A menu's link, marked (class `active`, `aria-current`) when it leads to the page on screen. */
export function SiteNavLink({
  end,
  className,
  ...props
}: Omit<PropsDoLink, 'className'> & { end?: boolean; className?: string }) {
  const atual = ehAtual(useNavegacao().pathname, props.to, end);
  return (
    <SiteLink
      {...props}
      aria-current={atual ? 'page' : undefined}
      className={[className, atual ? 'active' : ''].filter(Boolean).join(' ')}
    />
  );
}
