import { useMemo, type ReactNode } from 'react';
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
import { CorpoDaPagina } from './components/layout/CorpoDaPagina';
import { NavigationProgress } from './components/layout/NavigationProgress';
import { useModuloSemConexao } from './components/layout/ModuloSemConexao';
import { ProvedorDeNavegacao, type Navegacao } from './lib/navegacao';
import { useHandleDaTela } from './lib/casca';
import { scriptDosPedidos } from './lib/pedidos-antecipados';
import { Logo } from './components/layout/Logo';
import { useEmpresa } from './content/conteudo-do-site';
import './app.css';
import './guardados-no-aparelho';

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

/** The header's and footer's links inside the app: the router moves (web/lib/navegacao.tsx). */
function useNavegacaoDoRoteador(): Navegacao {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      pathname,
      navegar: (para: string, opcoes?: { replace?: boolean }) => navigate(para, opcoes),
      carregaPagina: false,
    }),
    [pathname, navigate],
  );
}

export default function App() {
  const semConexaoAoAbrir = useModuloSemConexao();
  return (
    <ProvedorDeNavegacao valor={useNavegacaoDoRoteador()}>
      <CorpoDaPagina antes={<NavigationProgress />}>
        {semConexaoAoAbrir ?? <Outlet />}
      </CorpoDaPagina>
    </ProvedorDeNavegacao>
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
    <ProvedorDeNavegacao valor={useNavegacaoDoRoteador()}>
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
    </ProvedorDeNavegacao>
  );
}
