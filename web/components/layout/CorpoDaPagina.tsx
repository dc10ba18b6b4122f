import { useEffect, type ReactNode } from 'react';
import { paths } from '../../../common/paths';
import { useNavegacao } from '../../lib/navegacao';
import { prepararSair } from '../../lib/sair';
import { useSession } from '../../lib/session';
import { Footer } from './Footer';
import { Header } from './Header';
import { NovaVersao } from './NovaVersao';
import { SemConexao } from './SemConexao';

/** A user with a temporary password is sent to change it from any page but these. */
const FIRST_LOGIN_ALLOWED: string[] = [paths.alterarSenha, paths.login];
/** One whose role requires two-factor sign-in, not yet on, is sent to turn it on. */
const MFA_PENDING_ALLOWED: string[] = [paths.minhaConta, paths.login];

function FirstLoginRedirect() {
  const session = useSession();
  const { pathname, navegar } = useNavegacao();
  const mustChange = session?.user.primeiro_login === true;
  const mustEnrol = session?.user.mfa_cadastro_pendente === true;
  useEffect(() => {
    if (mustChange && !FIRST_LOGIN_ALLOWED.includes(pathname)) {
      void navegar(paths.alterarSenha, { replace: true });
      return;
    }
    if (mustChange || !mustEnrol) return;
    // The stored flag may be stale (enrolled from another device): the server decides, and
    // until it has, the portal draws no screen (web/routes/portal-layout.tsx).
    let vivo = true;
    void import('../../lib/cadastro-pendente')
      .then((m) => m.conferirCadastroPendente())
      .then((ainda) => {
        if (vivo && ainda && !MFA_PENDING_ALLOWED.includes(pathname)) {
          void navegar(paths.minhaConta, { replace: true });
        }
      });
    return () => {
      vivo = false;
    };
  }, [mustChange, mustEnrol, pathname, navegar]);
  return null;
}

/**
 * What every page's body holds around its own content: the header, the notices of no signal and
 * of a new version, the footer. Drawn by the app's root (web/root.tsx) and, on a public page
 * opened directly, by the public pages' own start-up (web/site-cliente.tsx): one markup, which
 * either hydrates (docs/decisions/084-paginas-publicas-sem-roteador.md).
 */
export function CorpoDaPagina({ antes, children }: { antes?: ReactNode; children: ReactNode }) {
  // what "Sair" removes (web/guardados-no-aparelho.ts) is fetched while someone is signed in,
  // so that leaving works offline too
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
      {antes}
      <Header />
      <SemConexao />
      <NovaVersao />
      <main id="conteudo" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
