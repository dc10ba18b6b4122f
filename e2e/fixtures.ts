import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { test as base, expect, type Page } from '@playwright/test';
import type { Role } from '../common/roles';
import type { SessionUser } from '../common/schemas/conta';
import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY } from '../common/constants';

/** A ready user: password already changed, so no first-login detour. */
export interface E2EUser {
  id: number;
  nome: string;
  login: string;
  password: string;
  role: Role;
  token: string;
  user: SessionUser;
}

const READY_PASSWORD = 'SenhaPronta2026';
const uid = () => crypto.randomBytes(4).toString('hex');

async function post(baseURL: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(data)}`);
  return data;
}

async function loginAndSettle(baseURL: string, login: string, temporary: string): Promise<E2EUser> {
  const first = await post(baseURL, '/api/login', { login, senha: temporary });
  await post(baseURL, '/api/alterar-senha', { novaSenha: READY_PASSWORD }, first.token);
  const { token, user } = await post(baseURL, '/api/login', { login, senha: READY_PASSWORD });
  return {
    id: user.id,
    nome: user.nome,
    login,
    password: READY_PASSWORD,
    role: user.role,
    token,
    user,
  };
}

/** Talks to the API to create test data, as an admin created for this worker. */
export class ApiHelper {
  private constructor(
    readonly baseURL: string,
    readonly admin: E2EUser,
  ) {}

  static async create(baseURL: string): Promise<ApiHelper> {
    // An admin of its own, made with the operator command line, so the bootstrap admin stays
    // untouched for the first-login test.
    const login = `e2e_admin_${uid()}`;
    execFileSync(
      'node',
      [
        `${process.env.E2E_DIST ?? 'dist'}/server/cli.js`,
        'criar-usuario',
        '--login',
        login,
        '--nome',
        'Admin E2E',
        '--role',
        'admin',
        '--senha',
        'Temporaria2026',
      ],
      {
        env: {
          ...process.env,
          DATA_DIR: process.env.E2E_DATA_DIR,
          ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        },
        stdio: 'pipe',
      },
    );
    return new ApiHelper(baseURL, await loginAndSettle(baseURL, login, 'Temporaria2026'));
  }

  /** A new user of that role; `ready: false` leaves it on its temporary password. */
  async createUser(opts: { role?: Role; nome?: string; ready?: boolean } = {}): Promise<E2EUser> {
    const id = uid();
    const login = `u_${id}`;
    const nome = opts.nome ?? `Colaborador ${id}`;
    const temporary = 'Temporaria2026';
    await post(
      this.baseURL,
      '/api/cadastrar',
      { nome, login, senha: temporary, role: opts.role ?? 'colaborador' },
      this.admin.token,
    );
    if (opts.ready === false) {
      return {
        id: 0,
        nome,
        login,
        password: temporary,
        role: opts.role ?? 'colaborador',
        token: '',
        user: null as never,
      };
    }
    return loginAndSettle(this.baseURL, login, temporary);
  }

  post(path: string, body: unknown, token = this.admin.token) {
    return post(this.baseURL, path, body, token);
  }
}

export const test = base.extend<
  { signIn: (page: Page, user: E2EUser) => Promise<void> },
  { api: ApiHelper }
>({
  api: [
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      await use(await ApiHelper.create(baseURL));
    },
    { scope: 'worker' },
  ],
  // Puts a session in local storage as the login screen would, without typing it again.
  signIn: async ({}, use) => {
    await use(async (page, user) => {
      await page.addInitScript(
        ([tk, uk, token, u]) => {
          if (!sessionStorage.getItem('e2e-signed-in')) {
            localStorage.setItem(tk, token);
            localStorage.setItem(uk, u);
            sessionStorage.setItem('e2e-signed-in', '1');
          }
        },
        [STORAGE_TOKEN_KEY, STORAGE_USER_KEY, user.token, JSON.stringify(user.user)] as const,
      );
    });
  },
});

export { expect };
