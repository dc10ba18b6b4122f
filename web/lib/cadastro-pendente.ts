/**
 * Whether this session must still be led to Minha Conta to turn on two-factor sign-in
 * (docs/product/conta.md). The stored flag may be stale: the person may have turned it on from
 * another device since. The server is asked (`GET /api/me`, which a pending session may read)
 * before the session is held there, and the stored user follows its answer.
 */
import type { SessionUser } from '../../common/schemas/conta';
import { getMe } from './me';
import { getSession, setSession } from './session';

/** The server's word: true while enrolment is still required (or it could not be asked). */
export async function conferirCadastroPendente(): Promise<boolean> {
  const antes = getSession();
  if (!antes?.user.mfa_cadastro_pendente) return false;
  let me: SessionUser;
  try {
    me = await getMe();
  } catch {
    // offline or refused (a 401 ends the session by itself): keep leading to Minha Conta
    return true;
  }
  if (me.mfa_cadastro_pendente) return true;
  const agora = getSession();
  if (agora && agora.token === antes.token && agora.user.mfa_cadastro_pendente) {
    const { mfa_cadastro_pendente: _, ...user } = agora.user;
    setSession(agora.token, user);
  }
  return false;
}
