/**
 * A case from the staff's table to its conclusion, and its erasure by retention
 * (docs/product/denuncias.md, "Gestão: the case").
 * Screens checked by axe at both widths in e2e/denuncias-a11y.spec.ts.
 */
import { realPng } from '../server/test/file-fixtures';
import { Api, uid } from './api';
import { runSql } from './db';
import { test, expect } from './fixtures';

test('staff carry a case from the table to its conclusion; the reporter’s evidence opens by a signed link', async ({
  page,
  api,
  loginAs,
}) => {
  const tag = uid();
  const recibo = await api.fileDenuncia({
    categoria: 'Fraude',
    descricao: `Desvio de combustível ${tag} no posto 2.`,
    anonimato: true,
  });
  // evidence sent by the reporter with protocol and key
  await api.anexarNaDenuncia(recibo, {
    name: 'bomba.png',
    mimeType: 'image/png',
    buffer: await realPng(),
  });

  const compliance = await api.createUser({ role: 'compliance', nome: `Clara ${tag}` });
  // an admin whose name is the role's own word
  await api.createUser({ role: 'admin', nome: 'Administrador' });
  await loginAs(page, compliance);
  // the portal's button counts a report only once its hour is over (its reading is not audited:
  // server/features/denuncias/indicadores-retencao.test.ts); the table, audited, has it at once
  await page.goto('/portal');
  await expect(page.getByRole('link', { name: /Gestão Ouvidoria/ })).toBeVisible();
  await page.goto('/admin/denuncias');
  await page.getByLabel('Categoria').selectOption('Fraude');
  // this test's case, not the newest one: other specs file reports of the same category meanwhile
  const { id } = (await api.listDenuncias(compliance)).find(
    (d) => d.descricao === `Desvio de combustível ${tag} no posto 2.`,
  )!;
  const abrir = page.getByRole('link', { name: `Abrir caso ${id}`, exact: true });
  await expect(page.getByRole('row').filter({ has: abrir })).toContainText('Recebida');
  await abrir.click();
  await expect(page).toHaveURL(/\/admin\/denuncias\/\d+$/);
  await expect(page.getByText(`Desvio de combustível ${tag} no posto 2.`)).toBeVisible();
  await expect(page.getByText(`Protocolo ${recibo.protocolo}`)).toBeVisible();

  // the evidence opens by its signed link, without the session
  const link = page.getByRole('link', { name: 'anexo-1.png' });
  const href = await link.getAttribute('href');
  const image = await fetch(`${api.baseURL}${href}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');

  await page.getByLabel('Escrever ao denunciante').fill('Recebemos e vamos apurar.');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('list', { name: 'Mensagens com o denunciante' })).toContainText(
    'Recebemos e vamos apurar.',
  );
  await page.getByLabel('Nova nota interna').fill('Conferir câmeras.');
  await page.getByRole('button', { name: 'Anotar' }).click();
  await expect(page.getByText('Conferir câmeras.')).toBeVisible();

  await page.getByLabel('Novo status').selectOption('concluida');
  // the role beside each name, but never the same word twice
  const responsaveis = page.getByLabel('Responsável').locator('option');
  await expect(responsaveis.filter({ hasText: /^Administrador$/ }).first()).toBeAttached();
  await expect(responsaveis.filter({ hasText: 'Administrador (Administrador)' })).toHaveCount(0);
  await page.getByLabel('Responsável').selectOption({ label: `Clara ${tag} (Compliance)` });
  await page.getByRole('button', { name: 'Salvar' }).click();
  // concluding needs the feedback: the browser asks for it
  await expect(page.getByLabel(/Mensagem ao denunciante/)).toHaveJSProperty(
    'validity.valueMissing',
    true,
  );
  await page.getByLabel(/Mensagem ao denunciante/).fill('Apurado; medidas tomadas.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Caso encerrado' })).toBeVisible();
  await expect(page.getByText('Concluída', { exact: true }).first()).toBeVisible();

  // the reporter reads the conclusion, never the note
  const view = await fetch(`${api.baseURL}/api/denuncias/acompanhamento`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ protocolo: recibo.protocolo, chave: recibo.chave }),
  });
  const seen = await view.json();
  expect(seen.status).toBe('concluida');
  expect(seen.mensagens.map((m: { texto: string }) => m.texto)).toEqual([
    'Recebemos e vamos apurar.',
    'Apurado; medidas tomadas.',
  ]);
  expect(JSON.stringify(seen)).not.toContain('Conferir câmeras');

  await page.getByRole('link', { name: '← Gestão de Denúncias' }).click();
  await page.getByRole('link', { name: 'Ver indicadores da Ouvidoria' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indicadores da Ouvidoria');
  await expect(page.getByText('Recebidas por mês')).toBeVisible();
  // (the indicators are swept by axe at both widths in e2e/denuncias-a11y.spec.ts)
});

test('retention erases a case concluded longer ago than the period, for staff and the reporter alike', async ({
  api,
}) => {
  const recibo = await api.fileDenuncia({
    categoria: 'Outro',
    descricao: `Caso antigo ${uid()}`,
    anonimato: true,
  });
  const compliance = await api.createUser({ role: 'compliance' });
  const caso = (await api.listDenuncias(compliance)).find((d) =>
    d.descricao.startsWith('Caso antigo'),
  )!;
  await api.send(
    'PATCH',
    `/api/admin/denuncias/${caso.id}`,
    { status: 'arquivada', mensagem: 'Arquivada por falta de elementos.' },
    compliance.token,
  );
  // concluded 40 days ago, with a retention of 30 days
  await runSql('update denuncias set encerrada_em = ? where id = ?', [
    new Date(Date.now() - 40 * 86_400_000).toISOString(),
    caso.id,
  ]);
  // the one retention command, for every kind of data; it prints counts only
  const out = Api.cli(['aplicar-retencao'], { OUVIDORIA_RETENCAO_DIAS: '30' });
  expect(out).toMatch(/ouvidoria: denuncias [1-9]/);
  const staff = await api.request('GET', `/api/admin/denuncias/${caso.id}`, {
    token: compliance.token,
  });
  expect(staff.status).toBe(404);
  const reporter = await api.request('POST', '/api/denuncias/acompanhamento', {
    body: { protocolo: recibo.protocolo, chave: recibo.chave },
  });
  expect(reporter.status).toBe(401);
});
