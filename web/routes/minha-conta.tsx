import { Link } from 'react-router';
import { paths } from '../../common/paths';
import { can } from '../../common/roles';
import { AparelhosConectados } from '../features/conta/components/AparelhosConectados';
import { ChavesDeAcesso } from '../features/conta/components/ChavesDeAcesso';
import { AtivarNotificacoes } from '../features/avisos/components/AtivarNotificacoes';
import { EscolhasDeAvisos } from '../features/avisos/components/EscolhasDeAvisos';
import { SegundoFatorPanel } from '../features/conta/components/SegundoFatorPanel';
import { portalMeta } from '../lib/meta';
import { useSession } from '../lib/session';

export const meta = () => portalMeta('Minha Conta');

/**
 * Minha Conta, for every role: the two-factor sign-in for the roles it concerns, the passkeys,
 * then the devices signed in to the account (docs/product/conta.md).
 */
export default function MinhaContaPage() {
  const session = useSession();
  const pendente = session?.user.mfa_cadastro_pendente === true;
  return (
    <section className="page">
      <h1>Minha Conta</h1>
      {/* while the role awaits a second factor, the passkey (one) comes first */}
      {pendente && <ChavesDeAcesso />}
      {can(session?.user.role, 'segundoFator') && <SegundoFatorPanel />}
      {!pendente && <ChavesDeAcesso />}
      <AparelhosConectados />
      <AtivarNotificacoes />
      <EscolhasDeAvisos />
      {!pendente && (
        <p>
          <Link to={paths.alterarSenha}>Alterar senha</Link>
        </p>
      )}
    </section>
  );
}
