import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../common/paths';
import { ROLE_LABELS } from '../../../../common/roles';
import { useSession } from '../../../lib/session';

/**
 * On the login page, for someone signed in whose role may not open the screen they asked for (the
 * portal's guard sends them here, web/routes/portal-layout.tsx): why they are here and the way
 * back. Read after hydration: the login page is the same pre-rendered HTML for everyone.
 */
export function SemPermissao() {
  const location = useLocation();
  const session = useSession();
  const [veioDoGuarda, setVeioDoGuarda] = useState(false);
  useEffect(() => {
    const state = location.state as { semPermissao?: boolean } | null;
    setVeioDoGuarda(state?.semPermissao === true);
  }, [location.state]);
  if (!veioDoGuarda || !session) return null;
  return (
    <p className="alert alert--info" role="status">
      Você está conectado como {session.user.nome} ({ROLE_LABELS[session.user.role]}), e esse perfil
      não tem acesso à página que você tentou abrir. <Link to={paths.portal}>Voltar ao Portal</Link>{' '}
      ou entre com outra conta.
    </p>
  );
}
