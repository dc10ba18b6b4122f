import { Link } from 'react-router';
import { paths } from '../../common/paths';
import { AtivarNotificacoes } from '../features/avisos/components/AtivarNotificacoes';
import { EscolhasDeAvisos } from '../features/avisos/components/EscolhasDeAvisos';
import { SegundoFatorPanel } from '../features/conta/components/SegundoFatorPanel';
import { portalMeta } from '../lib/meta';
import { useSession } from '../lib/session';

export const meta = () => portalMeta('Minha Conta');

export default function MinhaContaPage() {
  const session = useSession();
  return (
    <section className="page">
      <h1>Minha Conta</h1>
      <SegundoFatorPanel />
      <AtivarNotificacoes />
      <EscolhasDeAvisos />
      {!session?.user.mfa_cadastro_pendente && (
        <p>
          <Link to={paths.alterarSenha}>Alterar senha</Link>
        </p>
      )}
    </section>
  );
}
