import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../../common/paths';
import { useMe } from '../../../lib/me';
import { useSegredoEmTela } from '../../../lib/segredo-em-tela';
import { useSession } from '../../../lib/session';
import { codigoParaQuemIa } from '../voltar';

/**
 * Screens a person with the Código de Conduta still to acknowledge opens freely: the code itself,
 * changing one's password, and every Ouvidoria screen with what is under it — reporting and
 * following a report (someone who needs to report is never held back) and the staff's handling
 * of cases (a case is never left waiting on an acknowledgement). "Sair" is a button, on the
 * header and the portal's home, never a screen.
 */
const LIVRES: readonly string[] = [paths.codigoDeConduta, paths.alterarSenha];
const LIVRES_COM_O_QUE_HA_SOB: readonly string[] = [paths.denuncias, paths.adminDenuncias];

const livre = (caminho: string) =>
  LIVRES.includes(caminho) ||
  LIVRES_COM_O_QUE_HA_SOB.some((p) => caminho === p || caminho.startsWith(`${p}/`));

/**
 * The one place the portal leads to the Código de Conduta (docs/decisions/051-codigo-de-conduta.md):
 * drawn by the portal's layout on every screen behind the login. It reads the profile
 * (`GET /api/me`, shared with the portal's home); while it says `conduta_pendente`, any screen but
 * those above is replaced by /codigo-de-conduta. The screen is drawn meanwhile, never held: the
 * profile may be slow or the phone offline. The server holds no one back (docs/product/conduta.md).
 * The screen asked for goes along (`?voltar=`), for "Continuar" once the code is acknowledged.
 * Never while a secret shown once is on screen (web/lib/segredo-em-tela.ts): the person goes on
 * to the code after saying they kept it.
 */
export function GuardaDaConduta({ pathname }: { pathname: string }) {
  const session = useSession();
  const { search } = useLocation();
  // a temporary password or a required two-factor enrolment come first (web/root.tsx)
  const antes = session?.user.primeiro_login || session?.user.mfa_cadastro_pendente;
  const me = useMe(!!session && !antes);
  const segredo = useSegredoEmTela();
  if (
    !me.data?.conduta_pendente ||
    antes ||
    segredo ||
    livre(pathname.replace(/\/+$/, '') || '/')
  ) {
    return null;
  }
  return <Navigate to={codigoParaQuemIa(pathname + search)} replace />;
}
