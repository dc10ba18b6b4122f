/**
 * The applications rh receives (docs/product/conteudo.md, "Applications"): two sent through the
 * public API, one to an opening and one spontaneous, show in "Conteúdo do Site" newest first,
 * each with its opening, its date in the company's time zone, its contacts and its message; a
 * CV opens from its signed link. One flow at 390 px; the final screen checked at 1280 px (no
 * overflow, axe). The screen, at both widths, is checked by axe in
 * e2e/conteudo-do-site-a11y.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { apiConteudo } from '../common/paths-conteudo';
import type { Candidatura } from '../common/schemas/conteudo';
import { test, expect } from './fixtures';
import { uid } from './api';
import { expectNoAxeViolations } from './pages';
import { FUSO } from './fuso';

// The browser in another time zone than the company's: the dates shown must still be the company's.
test.use({ timezoneId: 'Asia/Tokyo' });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/**
 * The section, for the review, when SITE_SHOTS names a folder git does not track; the fixed
 * header, which would cover part of it, is left out.
 */
async function foto(secao: Locator, nome: string) {
  const dir = process.env.SITE_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await secao.screenshot({
    path: path.join(dir, `${nome}.png`),
    style: '.site-header { visibility: hidden; }',
  });
}

/** "12/03/2026 às 14:05" in the company's time zone. */
const recebidaEm = (iso: string) => {
  const d = new Date(iso);
  const hora = d.toLocaleTimeString('pt-BR', {
    timeZone: FUSO,
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${d.toLocaleDateString('pt-BR', { timeZone: FUSO })} às ${hora}`;
};

test('rh reads the applications sent from the site and opens a CV', async ({
  api,
  page,
  loginAs,
  request,
}) => {
  const rh = await api.createUser({ role: 'rh' });
  const tag = uid();
  const titulo = `Tratorista de safra ${tag}`;
  const vaga = (await api.send(
    'POST',
    apiConteudo.conteudoVagas,
    {
      titulo,
      local: 'Fazenda Santa Marta, Araguari (MG)',
      tipo: 'safra',
      descricao: 'Operar trator no plantio e na colheita de soja.',
      requisitos: 'CNH categoria C.',
      aberta: true,
      encerra_em: '2099-12-31',
    },
    rh.token,
  )) as { id: number };
  const candidatar = async (campos: Record<string, string>) => {
    const r = await request.post(apiConteudo.candidaturas, {
      multipart: {
        telefone: '(34) 99876-5432',
        ciente_privacidade: 'true',
        ...campos,
        curriculo: { name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(r.status(), await r.text()).toBe(201);
  };
  const maria = `Maria Aparecida ${tag}`;
  const joao = `João Batista ${tag}`;
  await candidatar({
    vaga_id: String(vaga.id),
    nome: maria,
    email: `maria.${tag}@exemplo.com.br`,
    mensagem: 'Trabalhei três safras na colheita de soja.\nTenho CNH categoria C.',
  });
  await candidatar({ nome: joao, email: `joao.${tag}@exemplo.com.br`, mensagem: '' });
  // the application keeps its opening's title: the opening leaves the public site at once
  await api.send('PATCH', apiConteudo.conteudoVaga(vaga.id), { aberta: false }, rh.token);

  await loginAs(page, rh);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/conteudo-do-site?parte=candidaturas');
  const secao = page.getByRole('region', { name: 'Candidaturas recebidas' });
  const candidatura = (nome: string) =>
    secao.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nome }) });
  await expect(candidatura(maria)).toBeVisible({ timeout: 30_000 });

  // newest first: João's came after Maria's
  const nomes = await secao.getByRole('heading', { level: 3 }).allTextContents();
  expect(nomes.indexOf(joao)).toBeGreaterThanOrEqual(0);
  expect(nomes.indexOf(joao)).toBeLessThan(nomes.indexOf(maria));
  await expect(candidatura(joao)).toContainText('Candidatura espontânea');
  await expect(candidatura(joao)).toContainText('Sem mensagem.');

  const item = candidatura(maria);
  await expect(item).toContainText(titulo);
  await expect(item).toContainText('Trabalhei três safras na colheita de soja.');
  await expect(item.getByRole('link', { name: `maria.${tag}@exemplo.com.br` })).toHaveAttribute(
    'href',
    `mailto:maria.${tag}@exemplo.com.br`,
  );
  await expect(item.getByRole('link', { name: '(34) 99876-5432' })).toHaveAttribute(
    'href',
    'tel:+5534998765432',
  );
  const lidas = (await api.send(
    'GET',
    apiConteudo.adminCandidaturas,
    undefined,
    rh.token,
  )) as Candidatura[];
  const criadoEm = lidas.find((c) => c.nome === maria)!.criado_em;
  await expect(item.locator('time')).toHaveText(recebidaEm(criadoEm));

  // the CV: its signed link answers the PDF, which the browser downloads
  const cv = item.getByRole('link', { name: /^Abrir currículo/ });
  const href = await cv.getAttribute('href');
  const resposta = await request.get(href!);
  expect(resposta.status()).toBe(200);
  expect(resposta.headers()['content-type']).toBe('application/pdf');
  const download = page.waitForEvent('download');
  await cv.click();
  const arquivo = await download;
  expect(fs.readFileSync((await arquivo.path())!).equals(PDF)).toBe(true);

  // rh narrows the list to one opening (closed now, still named), then to the spontaneous ones
  const filtro = secao.getByLabel('Vaga');
  await filtro.selectOption({ label: `${titulo} (encerrada)` });
  await expect(secao.getByRole('status')).toHaveText('1 candidatura');
  await expect(candidatura(maria)).toBeVisible();
  await expect(candidatura(joao)).toHaveCount(0);
  await filtro.selectOption({ label: 'Candidaturas espontâneas' });
  await expect(candidatura(joao)).toBeVisible();
  await expect(candidatura(maria)).toHaveCount(0);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await foto(secao, 'candidaturas-390');

  await page.setViewportSize({ width: 1280, height: 860 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectNoAxeViolations(page, { where: 'candidaturas, 1280 px' });
  await foto(secao, 'candidaturas-1280');
});
