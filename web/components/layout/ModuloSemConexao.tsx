import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useNavigation } from 'react-router';
import { semConexao } from '../../lib/conexao';
import { abrindoOModulo, type ModulosDasRotas } from '../../lib/modulo-em-abertura';

declare global {
  interface Window {
    /** Called by the router when a screen's code cannot be fetched (moduloSemConexao in vite.config.ts). */
    __portalModuloFalhou?: (modulo: string) => Promise<never>;
    /** React Router's manifest of the build: each route's module. */
    __reactRouterManifest?: { routes: ModulosDasRotas };
  }
}

const nunca = () => new Promise<never>(() => {});

/** Whether the server answers at all (any status): then the code is missing, not the signal. */
async function servidorResponde(): Promise<boolean> {
  try {
    await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * A screen whose code cannot be fetched: with the server reachable the page reloads (a new
 * version is out: the router's own reason); without a signal — a first visit, before the app is
 * installed, so nothing is on the device — the app's "Sem conexão" screen instead of the
 * browser's no-internet page, with the way to try again and the way back
 * (docs/decisions/033-tela-sem-conexao-ao-abrir.md). Returns the screen while it applies.
 */
export function useModuloSemConexao() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const location = useLocation();
  const { pathname } = location;
  const aqui = useRef(location);
  aqui.current = location;
  const [destino, setDestino] = useState<string | null>(null);
  const indo = useRef<string | null>(null);
  indo.current = navigation.location
    ? navigation.location.pathname + navigation.location.search
    : indo.current;

  useEffect(() => {
    window.__portalModuloFalhou = async (modulo) => {
      // code asked for ahead of time: the screen stays; a tap on it later asks again
      const rotas = window.__reactRouterManifest?.routes ?? {};
      if (router && !abrindoOModulo(router, rotas, modulo)) return nunca();
      if (!semConexao() && (await servidorResponde())) {
        window.location.reload();
        return nunca();
      }
      // The screen asked for, read from the router now: React may not have drawn its
      // navigation yet when the code fails at once (no signal at all), and the person's tap on
      // "Tentar novamente" must open that screen, not the one they are on.
      const pedida = router?.state.navigation.location;
      setDestino(
        pedida ? pedida.pathname + pedida.search : (indo.current ?? window.location.pathname),
      );
      // End the router's navigation, which would wait for ever (and keep its progress bar), by
      // staying where the person is; the screen stays until another screen opens.
      const { pathname: p, search, hash } = aqui.current;
      void navigate(p + search + hash, { replace: true, preventScrollReset: true });
      return nunca();
    };
    return () => {
      delete window.__portalModuloFalhou;
    };
  }, [navigate, router]);

  // Another screen opened meanwhile (its code was at hand): this one is no longer asked for.
  const [aberto, setAberto] = useState(pathname);
  if (aberto !== pathname) {
    setAberto(pathname);
    if (destino) setDestino(null);
  }

  if (!destino) return null;
  return <TelaSemConexao destino={destino} onVoltar={() => setDestino(null)} />;
}

function TelaSemConexao({ destino, onVoltar }: { destino: string; onVoltar: () => void }) {
  const [ainda, setAinda] = useState(false);
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  // Asks the server itself: what the app last knew of the signal may be older than the tap.
  const tentar = async () => {
    if (!navigator.onLine || !(await servidorResponde())) return setAinda(true);
    window.location.assign(destino);
  };
  return (
    <section className="page page--narrow tela-sem-conexao" aria-labelledby="sem-conexao-titulo">
      <h1 id="sem-conexao-titulo" ref={titulo} tabIndex={-1}>
        Sem conexão
      </h1>
      <p>
        Esta tela ainda não foi aberta neste aparelho e precisa da internet para carregar. Quando a
        conexão voltar, toque em “Tentar novamente”.
      </p>
      {ainda && (
        <p className="alert alert--info" role="status">
          Ainda sem conexão. Tente de novo em instantes.
        </p>
      )}
      <p className="tela-sem-conexao__acoes">
        <button type="button" className="btn btn--primary" onClick={() => void tentar()}>
          Tentar novamente
        </button>
        <button type="button" className="btn btn--secondary" onClick={onVoltar}>
          Voltar
        </button>
      </p>
    </section>
  );
}
