/**
 * The `test` every spec imports: `api` (the worker's own admin and the API calls of ./api.ts) and
 * `loginAs` (a session put in the browser as the login screen would leave it) and `employee` (a new
 * colaborador signed in on `page`).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY } from '../common/constants';
import { Api, type E2EUser } from './api';

export type { E2EUser } from './api';
export { Api } from './api';

export const test = base.extend<
  { loginAs: (page: Page, user: E2EUser) => Promise<void>; employee: E2EUser },
  { api: Api }
>({
  api: [
    async ({}, use, workerInfo) => {
      await use(await Api.create(workerInfo.project.use.baseURL!));
    },
    { scope: 'worker' },
  ],
  // Only on the tab's first load: a later logout or refused session must stay logged out.
  loginAs: async ({}, use) => {
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
  /** A new colaborador, already signed in on `page`. */
  employee: async ({ api, page, loginAs }, use) => {
    const u = await api.createUser();
    await loginAs(page, u);
    await use(u);
  },
});

export { expect };
