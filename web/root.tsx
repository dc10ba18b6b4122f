import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
} from 'react-router';
import { appFiles, paths } from '../common/paths';
import { papeisQueAbrem } from '../common/screens';
import { Header } from './components/layout/Header';
import { Footer } from './components/layout/Footer';
import { NavigationProgress } from './components/layout/NavigationProgress';
import { NovaVersao } from './components/layout/NovaVersao';
import { SemConexao } from './components/layout/SemConexao';
import { useModuloSemConexao } from './components/layout/ModuloSemConexao';
import { useSession } from './lib/session';
import { useHandleDaTela } from './lib/casca';
import { scriptDosPedidos } from './lib/pedidos-antecipados';
import { prepararSair, registrarAoSair } from './lib/sair';
import { Logo } from './components/layout/Logo';
import { useEmpresa } from './content/conteudo-do-site';
import './app.css';

// "Sair" is offered on every page (the header, the portal's home): what features keep on the
// device is made known to it here, whichever screens this visit has opened.
// Their code is loaded only for someone signed in (below), not on a visitor's public page.
registrarAoSair(() =>
  import('./features/atendimentos/chat/no-aparelho').then((m) => m.chatNoAparelho),
);
registrarAoSair(() => import('./features/avisos/push-no-aparelho').then((m) => m.pushNoAparelho));

export function Layout({ children }: { children: ReactNode }) {
  const handle = useHandleDaTela();
  const dados = handle?.dados;
  const { pathname } = useLocation();
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* before the stylesheets, which would hold it back (web/lib/pedidos-antecipados.ts) */}
        {/* written at pre-render; the browser runs it once, as the page arrives, and React keeps it */}
        {dados && (
          <script
            suppressHydrationWarning
            dangerouslySetInnerHTML={{
              __html: import.meta.env.SSR
                ? scriptDosPedidos(dados, papeisQueAbrem(pathname), handle?.preDesenho?.())
                : '',
            }}
          />
        )}
        <meta name="theme-color" content="#173f2a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={appFiles.manifest} />
        <link rel="apple-touch-icon" href={appFiles.appleTouchIcon} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** A user with a temporary password is sent to change it from any page but these. */
const FIRST_LOGIN_ALLOWED: string[] = [paths.alterarSenha, paths.login];
/** One whose role requires two-factor sign-in, not yet on, is sent to turn it on. */
const MFA_PENDING_ALLOWED: string[] = [paths.minhaConta, paths.login];

function FirstLoginRedirect() {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mustChange = session?.user.primeiro_login === true;
  const mustEnrol = session?.user.mfa_cadastro_pendente === true;
  useEffect(() => {
    if (mustChange && !FIRST_LOGIN_ALLOWED.includes(pathname)) {
      navigate(paths.alterarSenha, { replace: true });
      return;
    }
    if (mustChange || !mustEnrol) return;
    // The stored flag may be stale (enrolled from another device): the server decides, and
    // until it has, the portal draws no screen (web/routes/portal-layout.tsx).
    let vivo = true;
    void import('./lib/cadastro-pendente')
      .then((m) => m.conferirCadastroPendente())
      .then((ainda) => {
        if (vivo && ainda && !MFA_PENDING_ALLOWED.includes(pathname)) {
          navigate(paths.minhaConta, { replace: true });
        }
      });
    return () => {
      vivo = false;
    };
  }, [mustChange, mustEnrol, pathname, navigate]);
  return null;
}

export default function App() {
  const semConexaoAoAbrir = useModuloSemConexao();
  const signedIn = useSession() !== null;
  useEffect(() => {
    if (signedIn) prepararSair();
  }, [signedIn]);
  return (
    <>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <FirstLoginRedirect />
      <NavigationProgress />
      <Header />
      <SemConexao />
      <NovaVersao />
      <main id="conteudo" tabIndex={-1}>
        {semConexaoAoAbrir ?? <Outlet />}
      </main>
      <Footer />
    </>
  );
}

/** What the portal's app shell shows until the browser takes over: the dark header bar. */
export function HydrateFallback() {
  const empresa = useEmpresa();
  return (
    <>
      <div className="site-header site-header--solid">
        <div className="site-header__inner">
          <span className="site-header__brand">
            <Logo />
            <span className="site-header__name">{empresa.name}</span>
          </span>
        </div>
      </div>
      <div className="page-loading" role="status">
        Carregando...
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <Header />
      <main id="conteudo" className="page page--narrow">
        <h1>{notFound ? 'Página não encontrada' : 'Algo deu errado'}</h1>
        <p>
          {notFound
            ? 'O endereço acessado não existe ou foi movido.'
            : 'Ocorreu um erro inesperado. Tente recarregar a página.'}
        </p>
        <p>
          <a className="btn btn--primary" href={paths.home}>
            Voltar para o início
          </a>
        </p>
      </main>
    </>
  );
}
