/**
 * "Ativar notificações" when the browser refuses them (docs/product/avisos.md): Chrome answers
 * `PushManager.subscribe` with NotAllowedError when its permission (or the phone's, for the
 * browser) is off, even after the page's own prompt said yes. The person is told it is the
 * browser's refusal and how to allow notifications again, never to check the connection.
 */
import { test, expect } from './fixtures';
import { comInterface } from './navegador';
import { appNoAparelho } from './offline';
import { baseURL } from '../playwright.config';

// about the service worker's push manager (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });
// the browser's own permission question, which only the whole browser has (e2e/navegador.ts)
test.use(comInterface);

test('a refusal by the browser says so and how to allow it again, not "Verifique a conexão"', async ({
  page,
  context,
  employee,
}) => {
  void employee;
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.addInitScript(() => {
    PushManager.prototype.subscribe = () =>
      Promise.reject(
        new DOMException('Registration failed - permission denied', 'NotAllowedError'),
      );
  });
  await page.goto('/minha-conta');
  // The button waits for the service worker, which first stores the whole app: on a loaded
  // machine that took longer than the answer's wait below (a CI run, 2026-12-02). The subject
  // here is the refusal, so the app is installed first.
  await appNoAparelho(page);
  const push = page.getByRole('region', { name: 'Notificações neste aparelho' });
  await push.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(push.getByRole('status')).toContainText(
    'O navegador recusou as notificações do portal neste aparelho.',
  );
  await expect(push.getByRole('status')).toContainText('Notificações: Permitir');
  await expect(page.getByText(/Verifique a conexão/)).toHaveCount(0);
  await expect(push.getByRole('button', { name: 'Ativar notificações' })).toHaveCount(0);
});
