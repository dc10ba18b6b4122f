import { MFA_ENROL_REQUIRED } from '../../common/constants';
import { notarServidor } from './conexao';
import { tomarPedidoAntecipado } from './pedidos-antecipados';
import { endRefusedSession, getSession, setSession } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** send the bearer token (default true) */
  auth?: boolean;
  signal?: AbortSignal;
  /** extra request headers (the chat's waiting queue sends `Idempotency-Key`) */
  headers?: Record<string, string>;
}

/**
 * Calls the API with the session's bearer token. Failures throw an ApiError carrying the
 * server's Portuguese message. A 401 on an authenticated call ends the session, keeping the
 * server's reason and the open screen for the login page; the route guards then send the user
 * there. A 403 that asks for two-factor enrolment marks the session user as pending it.
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, opts)).data;
}

/** A page of a list: its items and the `X-Total-Count` the server sends with them. */
export async function apiPage<T>(
  path: string,
  opts: RequestOptions = {},
): Promise<{ itens: T[]; total: number }> {
  const { data, res } = await send<T[]>(path, opts);
  return { itens: data, total: Number(res.headers.get('x-total-count') ?? data.length) };
}

async function send<T>(path: string, opts: RequestOptions): Promise<{ data: T; res: Response }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const session = opts.auth === false ? null : getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  // a pre-rendered screen's page may have asked already (web/lib/pedidos-antecipados.ts)
  const antecipado =
    session && (opts.method ?? 'GET') === 'GET' && !opts.headers && !opts.signal?.aborted
      ? tomarPedidoAntecipado(path, session.token)
      : undefined;
  let res: Response;
  try {
    res = await (antecipado ??
      fetch(path, { method: opts.method ?? 'GET', headers, body, signal: opts.signal }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    notarServidor(false);
    throw new ApiError('Não foi possível conectar ao servidor.', 0);
  }
  notarServidor(true);
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (data as { error?: unknown } | null)?.error;
    if (res.status === 401 && session) {
      endRefusedSession(session, typeof message === 'string' ? message : null);
    }
    // An admin required two-factor sign-in of this role during the session: the root route
    // leads to Minha Conta, as it does after a login (docs/product/conta.md).
    if (res.status === 403 && session && message === MFA_ENROL_REQUIRED) {
      setSession(session.token, { ...session.user, mfa_cadastro_pendente: true });
    }
    throw new ApiError(typeof message === 'string' ? message : `Erro ${res.status}`, res.status);
  }
  return { data: data as T, res };
}
