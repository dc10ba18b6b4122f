/**
 * The site's contact form (/contact): refusals at their fields, the wait a 429 asks for, the
 * success banner in view after a failure, and what is typed before the scripts arrive. The page,
 * at both widths, is checked by axe in e2e/site-a11y.spec.ts.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { gotoHydrated, holdRequests, violacoesAxe } from './pages';
import { capturar } from './telas';

const SUCCESS = 'Mensagem enviada com sucesso! Em breve entraremos em contato.';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fill(page: Page, email = 'maria@exemplo.com.br') {
  await field(page, 'Nome').fill('Maria Teste');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Telefone (opcional)').fill('(34) 99999-1234');
  await field(page, 'Assunto').selectOption('Informações');
  await field(page, 'Mensagem').fill(`Mensagem de teste ${Date.now()}`);
}

/** Every POST the form makes to the contact endpoint. */
function sends(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/contato')) seen.push(r);
  });
  return seen;
}

const send = (page: Page) => page.getByRole('button', { name: 'Enviar mensagem' }).click();

test('an e-mail without a dot in the domain is refused at the field, and nothing is sent', async ({
  page,
}) => {
  const posted = sends(page);
  await gotoHydrated(page, '/contact');
  await fill(page, 'maria@exemplo');
  const email = field(page, 'E-mail');
  // The browser's own type=email check lets this address through: the form's rule stops it.
  expect(await email.evaluate((el: HTMLInputElement) => el.checkValidity())).toBe(true);
  await send(page);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Informe um e-mail válido.');
  await expect(email).toBeFocused();
  await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(posted).toHaveLength(0);
  // the refusal shown at its field: a state only this flow reaches, so axe runs here
  expect(await violacoesAxe(page, { include: 'form' })).toEqual([]);

  // Fixing the address clears the message; the message is sent.
  await email.fill('maria@exemplo.com.br');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Informe um e-mail válido.')).toHaveCount(0);
  await send(page);
  await expect(page.getByRole('status')).toHaveText(SUCCESS);
  expect(posted).toHaveLength(1);
});

test('a refusal that names a field shows its message at that field', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  // From the server itself: blank names pass the browser's `required`, not the server.
  await fill(page);
  await field(page, 'Nome').fill('   ');
  await send(page);
  const nome = field(page, 'Nome');
  await expect(nome).toHaveAccessibleDescription('Informe seu nome.');
  await expect(nome).toHaveAttribute('aria-invalid', 'true');
  await expect(nome).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Another field, refused by the endpoint.
  await page.route('**/api/contato', (route) =>
    route.fulfill({ status: 400, json: { error: 'Informe um telefone válido.' } }),
  );
  await nome.fill('Maria Teste');
  await expect(nome).not.toHaveAttribute('aria-invalid');
  await send(page);
  const phone = field(page, 'Telefone (opcional)');
  await expect(phone).toHaveAccessibleDescription('Informe um telefone válido.');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await expect(page.getByText('Tente novamente mais tarde')).toHaveCount(0);
  // What was written stays.
  await expect(field(page, 'Nome')).toHaveValue('Maria Teste');

  // An external provider's answer (Formspree style) naming the field.
  await page.unroute('**/api/contato');
  await page.route('**/api/contato', (route) =>
    route.fulfill({
      status: 422,
      json: { error: 'Validation errors', errors: [{ field: 'email', code: 'TYPE_EMAIL' }] },
    }),
  );
  await send(page);
  await expect(field(page, 'E-mail')).toHaveAccessibleDescription('Informe um e-mail válido.');
  await expect(phone).not.toHaveAttribute('aria-invalid');
});

test('too many sends (429) asks to wait a few minutes, not "later"', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await fill(page);
  await page.route('**/api/contato', (route) =>
    route.fulfill({ status: 429, json: { error: 'Muitas requisições. Aguarde.' } }),
  );
  await send(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Muitas mensagens enviadas em pouco tempo. Aguarde alguns minutos e tente novamente.',
  );
  await expect(field(page, 'Mensagem')).not.toHaveValue('');
});

for (const [width, height] of [
  [390, 844],
  [1280, 600],
] as const) {
  test(`after a failure, the success banner of a resend is in view below the header (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await gotoHydrated(page, '/contact');
    await fill(page);
    await page.route('**/api/contato', (route) =>
      route.fulfill({ status: 503, json: { error: 'Indisponível.' } }),
    );
    await send(page);
    const failure = page.getByRole('alert');
    await expect(failure).toHaveText('Falha no envio. Tente novamente mais tarde.');
    await page.unroute('**/api/contato');
    // The person has scrolled down past the form's title to reach the button, and tries again.
    await page
      .getByRole('heading', { name: 'Envie uma mensagem' })
      .evaluate((el) =>
        window.scrollBy({ top: el.getBoundingClientRect().top + 100, behavior: 'instant' }),
      );
    await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeInViewport();
    await send(page);
    const banner = page.getByRole('status');
    await expect(banner).toHaveText(SUCCESS);
    await expect(failure).toHaveCount(0);
    const header = page.getByRole('banner');
    await expect
      .poll(async () => {
        const [h, b] = [await header.boundingBox(), await banner.boundingBox()];
        return !!h && !!b && b.y >= h.y + h.height && b.y + b.height <= height;
      })
      .toBe(true);
    await capturar(page, 'contato-sucesso');
  });
}

test('what is typed before the scripts arrive is kept and sent; sending waits for them', async ({
  page,
}) => {
  const posted = sends(page);
  // The page's code is held back: only the pre-rendered HTML, its CSS and pictures arrive.
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto('/contact');
  const enviar = page.getByRole('button', { name: 'Enviar mensagem' });
  await expect(enviar).toBeDisabled();
  await expect(page.getByText('Preparando o envio...')).toBeVisible();
  await fill(page);
  const typed = await field(page, 'Mensagem').inputValue();

  release();
  await expect(enviar).toBeEnabled();
  await expect(page.getByText('Preparando o envio...')).toBeHidden();
  // A render after React took over (here, a field's message cleared) keeps the text.
  await field(page, 'Nome').fill('Maria Teste Silva');
  await expect(field(page, 'Mensagem')).toHaveValue(typed);
  await send(page);
  await expect(page.getByRole('status')).toHaveText(SUCCESS);
  expect(posted).toHaveLength(1);
  expect(posted[0]!.postData()).toContain(typed);
  expect(posted[0]!.postData()).toContain('maria@exemplo.com.br');
});
