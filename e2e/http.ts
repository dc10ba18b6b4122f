/** Plain HTTP calls to the product's API, for ./api.ts. */
import type { Role } from '../common/roles';
import type { SessionUser } from '../common/schemas/conta';

/** A user the tests act as; `ready` users already chose their password (no first login). */
export interface E2EUser {
  id: number;
  nome: string;
  login: string;
  password: string;
  role: Role;
  token: string;
  user: SessionUser;
}

export interface Answer {
  status: number;
  // The API's JSON as the specs read it: each spec knows the shape it asked for.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The password every settled test user has. */
export const READY_PASSWORD = 'SenhaPronta2026';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function call(
  baseURL: string,
  method: Method,
  path: string,
  opts: { token?: string; body?: unknown; upload?: Upload; campos?: Record<string, string> } = {},
): Promise<Answer> {
  let body: string | FormData | undefined;
  const headers: Record<string, string> = opts.token
    ? { authorization: `Bearer ${opts.token}` }
    : {};
  if (opts.upload) {
    body = new FormData();
    for (const [campo, valor] of Object.entries(opts.campos ?? {})) body.append(campo, valor);
    const { name, mimeType, buffer } = opts.upload;
    body.append('arquivo', new Blob([new Uint8Array(buffer)], { type: mimeType }), name);
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${baseURL}${path}`, { method, headers, body });
  return { status: res.status, body: await res.json().catch(() => null) };
}

export function ok(method: Method, path: string, answer: Answer) {
  if (answer.status >= 300) {
    throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

export async function loginAndSettle(
  baseURL: string,
  login: string,
  temporary: string,
): Promise<E2EUser> {
  const first = await signIn(baseURL, login, temporary);
  const change = { token: first.token, body: { novaSenha: READY_PASSWORD } };
  ok('POST', '/api/alterar-senha', await call(baseURL, 'POST', '/api/alterar-senha', change));
  return signIn(baseURL, login, READY_PASSWORD);
}

/** `login` signed in with `senha`, through the login call. */
export async function signIn(baseURL: string, login: string, senha: string): Promise<E2EUser> {
  const body = { login, senha };
  const { token, user } = ok(
    'POST',
    '/api/login',
    await call(baseURL, 'POST', '/api/login', { body }),
  );
  return {
    id: user.id,
    nome: user.nome,
    login,
    password: senha,
    role: user.role,
    token,
    user,
  };
}
