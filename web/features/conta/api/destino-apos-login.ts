import { api, paths } from '../../../../common/paths';
import type { SessionUser } from '../../../../common/schemas/conta';
import { apiRequest } from '../../../lib/api-client';

/** How long the login waits for the profile before going on to the portal's home anyway. */
const ESPERA_MS = 2_500;

/**
 * Where a login that just succeeded goes (the session already stored): the portal's home, unless
 * the profile (`GET /api/me`) says the Código de Conduta waits; then straight to it, so the first
 * screen of the portal is the code, not the home replaced a moment later by the portal's guard
 * (docs/decisions/058-segredo-em-tela.md). Any other destination (a screen to return to, the
 * password change) is left as it is, to the guard. A slow or failed profile goes to `destino`:
 * the guard still leads there once the profile arrives. No query library: the login page has none.
 */
export async function destinoAposLogin(destino: string, user: SessionUser): Promise<string> {
  if (destino !== paths.portal || user.primeiro_login || user.mfa_cadastro_pendente) return destino;
  const controle = new AbortController();
  const relogio = setTimeout(() => controle.abort(), ESPERA_MS);
  try {
    const me = await apiRequest<SessionUser>(api.me, { signal: controle.signal });
    return me.conduta_pendente ? paths.codigoDeConduta : destino;
  } catch {
    return destino;
  } finally {
    clearTimeout(relogio);
  }
}
