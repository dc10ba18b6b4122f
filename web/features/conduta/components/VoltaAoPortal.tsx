import type { ReactNode } from 'react';
import { paths } from '../../../../common/paths';
import { useMe } from '../../../lib/me';
import { useSession } from '../../../lib/session';

/**
 * The portal's way back, except on the Código de Conduta while it waits for the person's "Li e
 * estou ciente": the portal would only lead back here (GuardaDaConduta), so the page offers what
 * it can — the note at its top names the screens that stay open — rather than a link that loops.
 */
export function VoltaAoPortal({ pathname, children }: { pathname: string; children: ReactNode }) {
  const session = useSession();
  const me = useMe(!!session);
  const naPaginaDoCodigo = (pathname.replace(/\/+$/, '') || '/') === paths.codigoDeConduta;
  if (naPaginaDoCodigo && me.data?.conduta_pendente) return null;
  return children;
}
