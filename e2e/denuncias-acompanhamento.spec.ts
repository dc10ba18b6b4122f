/**
 * Following a report without an account (docs/product/denuncias.md, "Acompanhamento"): the
 * receipt, the follow-up on a phone without a session, the conversation with the Ouvidoria.
 * Screens checked by axe at both widths in e2e/denuncias-a11y.spec.ts.
 */
import { realPng } from '../server/test/file-fixtures';
import { uid } from './api';
import { test, expect } from './fixtures';

test('a report’s receipt opens its follow-up without an account; the reporter and the Ouvidoria talk', async ({
  page,
  browser,
  api,
  loginAs,
}) => {
  const tag = uid();
  await loginAs(page, await api.createUser());
  await page.goto('/denuncias');
  await page.getByLabel('Categoria').selectOption('Assédio');
  await page.getByLabel('Descrição').fill(`O encarregado ${tag} grita com a equipe.`);
  await page.getByLabel('RH').check();
  const [sent] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/denuncias') && r.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Enviar' }).click(),
  ]);
  expect(sent.request().postDataJSON()).toMatchObject({ excluir_papeis: ['rh'] });
  const { protocolo, chave } = await sent.json();

  // The receipt: shown once, with copy and download, and the warning that it cannot come back.
  const recibo = page.getByRole('region', { name: 'Guarde seu comprovante' });
  await expect(recibo).toContainText(protocolo);
  await expect(recibo).toContainText(chave.replace(/(\d{4})(?=\d)/g, '$1 '));
  await expect(recibo).toContainText('não pode ser recuperada');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    recibo.getByRole('button', { name: 'Baixar (.txt)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`denuncia-${protocolo}.txt`);

  // Still logged in, the reporter follows the receipt's link: the calls carry no token.
  const loggedInCalls: (string | null)[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/denuncias/acompanhamento'))
      loggedInCalls.push(req.headers()['authorization'] ?? null);
  });
  await recibo.getByRole('link', { name: 'Acompanhar denúncia' }).click();
  // Leaving the receipt asks first (the key cannot come back); it was downloaded, so leave.
  await page
    .getByRole('dialog', { name: 'Sair sem guardar o comprovante?' })
    .getByRole('button', { name: 'Sair mesmo assim' })
    .click();
  await page.getByLabel('Protocolo').fill(protocolo);
  await page.getByLabel('Chave').fill(chave);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sua denúncia');
  expect(loggedInCalls).toEqual([null]);

  // RH, excluded by the reporter, does not get the case.
  const rh = await api.createUser({ role: 'rh' });
  expect((await api.listDenuncias(rh)).some((d) => d.descricao.includes(tag))).toBe(false);
  const compliance = await api.createUser({ role: 'compliance' });
  const caso = (await api.listDenuncias(compliance)).find((d) => d.descricao.includes(tag))!;

  // On a personal phone, without any session: a wrong key, then the right one typed in groups.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reporter = await phone.newPage();
  const calls: (string | null)[] = [];
  reporter.on('request', (r) => {
    if (r.url().includes('/api/denuncias/acompanhamento'))
      calls.push(r.headers()['authorization'] ?? null);
  });
  await reporter.goto('/denuncias/acompanhar');
  await expect(reporter.getByRole('heading', { level: 1 })).toHaveText('Acompanhar denúncia');
  await reporter.getByLabel('Protocolo').fill(protocolo.toLowerCase());
  await reporter.getByLabel('Chave').fill('0000 0000 0000 0000');
  await reporter.getByRole('button', { name: 'Consultar' }).click();
  await expect(reporter.getByRole('alert')).toHaveText('Protocolo ou chave incorretos.');
  await reporter.getByLabel('Chave').fill(chave.replace(/(\d{4})(?=\d)/g, '$1 '));
  await reporter.getByRole('button', { name: 'Consultar' }).click();
  await expect(reporter.getByRole('heading', { level: 1 })).toHaveText('Sua denúncia');
  await expect(reporter.getByText('Recebida', { exact: true })).toBeVisible();
  await expect(reporter.getByText('Nenhuma mensagem ainda.', { exact: false })).toBeVisible();

  await reporter.getByLabel('Escrever à Ouvidoria').fill('Aconteceu de novo hoje.');
  await reporter.getByRole('button', { name: 'Enviar mensagem' }).click();
  const mensagens = reporter.getByRole('list', { name: 'Mensagens da denúncia' });
  await expect(mensagens.getByRole('listitem')).toHaveCount(1);
  await expect(mensagens).toContainText('Você');
  await expect(mensagens).toContainText('Aconteceu de novo hoje.');

  // Evidence from the phone: a photo, kept without its metadata.
  await reporter.getByLabel('Anexos (opcional)').setInputFiles({
    name: 'foto-do-quadro.png',
    mimeType: 'image/png',
    buffer: await realPng(),
  });
  await reporter.getByRole('button', { name: 'Enviar anexo' }).click();
  await expect(reporter.getByRole('heading', { name: 'Seus anexos' })).toBeVisible();
  await expect(reporter.getByText('anexo-1.png')).toBeVisible();

  // In another browser, Compliance answers and takes the case; RH cannot even open it.
  const office = await browser.newContext();
  const staff = await office.newPage();
  await loginAs(staff, rh);
  await staff.goto(`/admin/denuncias/${caso.id}`);
  await expect(staff.getByRole('alert')).toHaveText('Denúncia não encontrada.');
  const staffCtx = await browser.newContext();
  const clara = await staffCtx.newPage();
  await loginAs(clara, compliance);
  await clara.goto(`/admin/denuncias/${caso.id}`);
  await expect(clara.getByText('Aconteceu de novo hoje.')).toBeVisible();
  await expect(clara.getByRole('link', { name: 'anexo-1.png' })).toBeVisible();
  await clara.getByLabel('Novo status').selectOption('em_apuracao');
  await clara.getByLabel('Responsável').selectOption({ label: `${compliance.nome} (Compliance)` });
  await clara.getByLabel(/Mensagem ao denunciante/).fill('Recebemos e estamos apurando.');
  await clara.getByRole('button', { name: 'Salvar' }).click();
  await expect(clara.getByText('Caso atualizado.')).toBeVisible();
  await office.close();
  await staffCtx.close();
  await reporter.getByRole('button', { name: 'Sair' }).click();
  await reporter.getByLabel('Protocolo').fill(protocolo);
  await reporter.getByLabel('Chave').fill(chave);
  await reporter.getByRole('button', { name: 'Consultar' }).click();
  await expect(reporter.getByText('Em apuração')).toBeVisible();
  await expect(mensagens.getByRole('listitem')).toHaveCount(2);
  // in the same hour the reporter's message is listed after the Ouvidoria's (order by hour only,
  // docs/product/ouvidoria-ameacas.md); across an hour, by hour
  const daOuvidoria = mensagens.getByRole('listitem').filter({ hasText: 'Recebemos e estamos' });
  await expect(daOuvidoria).toContainText('Ouvidoria');
  await expect(mensagens.getByRole('listitem').filter({ hasText: 'Você' })).toContainText(
    'Aconteceu de novo hoje.',
  );
  await expect(reporter.locator('body')).not.toContainText(compliance.nome);
  expect(calls.length).toBeGreaterThanOrEqual(4);
  expect(calls.every((h) => h === null)).toBe(true);
  await phone.close();
});
