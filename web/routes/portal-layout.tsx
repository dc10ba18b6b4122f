import { Link, Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { paths } from '../../common/paths';
import { mayOpen, screenFor } from '../../common/screens';
import { AppQueryProvider } from '../lib/query-client';
import { StreamProvider, type RegistroDeEventos } from '../lib/eventos-provider';
import { useHydrated, useSession } from '../lib/session';
import { atendimentosAoVivo } from '../features/atendimentos/chat/ao-vivo';
import { resumoOuvidoriaAoVivo } from '../features/portal/api/get-resumo-ouvidoria';
import { GuardaDaConduta } from '../features/conduta/components/GuardaDaConduta';
import { VoltaAoPortal } from '../features/conduta/components/VoltaAoPortal';
import { parteAdiada } from '../lib/parte-adiada';
import { CascaDaTela, PaginaCarregando } from '../lib/casca';

// What no screen needs for its first paint comes after it (docs/decisions/070-orcamento-de-script-por-tela.md).
// The chat's waiting queue too: without a signal it could send nothing anyway, and its code is
// asked for again when the signal returns.
const FilaDeEnvio = parteAdiada(() =>
  import('../features/atendimentos/components/FilaDeEnvio').then((m) => m.FilaDeEnvio),
);
const TituloComContador = parteAdiada(() =>
  import('../features/atendimentos/components/TituloComContador').then((m) => m.TituloComContador),
);
const AvisoDeResposta = parteAdiada(() =>
  import('../features/atendimentos/components/AvisoDeResposta').then((m) => m.AvisoDeResposta),
);
const SeloDeResposta = parteAdiada(() =>
  import('../features/atendimentos/components/AvisoDeResposta').then((m) => m.SeloDeResposta),
);
const PortalPrefetch = parteAdiada(() =>
  import('../features/portal/components/PortalPrefetch').then((m) => m.PortalPrefetch),
);
const ComunicadosBanner = parteAdiada(() =>
  import('../features/comunicados/components/ComunicadosBanner').then((m) => m.ComunicadosBanner),
);

/** Who answers the live stream's events: each feature for its own data. */
const AO_VIVO: readonly RegistroDeEventos[] = [atendimentosAoVivo, resumoOuvidoriaAoVivo];

/**
 * Screens that ask the server for something before they draw (a route `clientLoader`): at least
 * one round trip, so the screen says at once what is coming rather than leaving the previous one.
 */
const PENDING_TEXT: Record<string, string> = {
  [paths.atendimento]: 'Carregando atendimento...',
};

/**
 * Every screen behind the login, guarded once: someone signed out, or whose role may not open
 * the screen (common/screens.ts), goes to the login page with replace navigation. The server
 * enforces the same rules on every call; this only spares people screens they cannot use.
 * These screens share one data cache; public pages never load it.
 */
export default function PortalLayout() {
  // without a trailing slash: the build pre-renders a screen at "/portal/", the browser opens "/portal"
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const hydrated = useHydrated();
  const session = useSession();
  const screen = screenFor(pathname);
  // A temporary password must be changed before anything else: no way back to offer.
  // So must two-factor sign-in, when the role requires it (web/root.tsx leads there).
  const firstLogin =
    session?.user.primeiro_login === true || session?.user.mfa_cadastro_pendente === true;
  // While enrolment looks required, no other screen is drawn (nor asks the server for its
  // data, which may be audited): web/root.tsx asks the server, then clears the flag or leads
  // to Minha Conta.
  const aConferir =
    session?.user.mfa_cadastro_pendente === true &&
    !session.user.primeiro_login &&
    pathname !== paths.minhaConta;
  const navigation = useNavigation();
  const pending =
    navigation.state === 'loading' && navigation.location.pathname !== pathname
      ? PENDING_TEXT[navigation.location.pathname]
      : undefined;
  return (
    <AppQueryProvider>
      <StreamProvider registro={AO_VIVO}>
        <div className="portal">
          {pathname !== paths.portal && !firstLogin && (
            <VoltaAoPortal pathname={pathname}>
              <nav className="portal-back" aria-label="Navegação do portal">
                <Link to={paths.portal}>← Voltar ao Portal</Link>
                {session && <SeloDeResposta />}
              </nav>
            </VoltaAoPortal>
          )}
          {/* the company's notices to the person, above every screen until dismissed */}
          {hydrated && session && !firstLogin && !aConferir && <ComunicadosBanner />}
          {/* pre-rendered and while hydrating: the screen's casca (web/lib/casca.tsx) */}
          {!hydrated ? (
            <CascaDaTela />
          ) : aConferir ? (
            <PaginaCarregando texto="Verificando sua conta..." />
          ) : pending ? (
            <PaginaCarregando texto={pending} />
          ) : screen && mayOpen(screen, session?.user.role ?? null) ? (
            <Outlet />
          ) : (
            // Signed in but not allowed: the login page says why (web/features/conta/components/SemPermissao.tsx).
            <Navigate
              to={paths.login}
              replace
              state={session ? { semPermissao: true } : undefined}
            />
          )}
        </div>
        {session && !firstLogin && <PortalPrefetch role={session.user.role} />}
        {hydrated && session && <GuardaDaConduta pathname={pathname} />}
        <TituloComContador />
        {session && !firstLogin && <AvisoDeResposta />}
        {session && <FilaDeEnvio />}
      </StreamProvider>
    </AppQueryProvider>
  );
}
