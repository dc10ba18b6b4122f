/**
 * "Conteúdo do Site" (docs/product/conteudo.md): rh posts a job opening from a phone; admin writes
 * a news item, previews it, keeps it as a draft and publishes it — the sitemap follows; rh changes
 * the company's phone (a bad e-mail refused with its message); admin gives a news item a cover
 * (its alt text asked), publishes and removes it. One flow per width; the final screen checked at
 * the other width (no overflow; axe). The pictures: conteudo-do-site-galeria.spec.ts.
 * Every part of the screen, at both widths, is checked by axe in e2e/conteudo-do-site-a11y.spec.ts.
 */
import { CAPA_SEM_ALT } from '../common/conteudo';
import { apiConteudo } from '../common/paths-conteudo';
import type { Empresa, Noticia } from '../common/schemas/conteudo';
import { test, expect } from './fixtures';
import { fotoDePaisagem, fotoDeRevisao as foto } from './fotos-de-revisao';
import { expectNoAxeViolations } from './pages';

// whole flows, each checked by axe, on a shared 2-core machine
test.describe.configure({ timeout: 180_000 });

test('rh posts an opening from a phone; it is listed as on the site', async ({
  api,
  page,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh' });
  await loginAs(page, rh);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/conteudo-do-site');
  await expect(page.getByRole('heading', { level: 1, name: 'Conteúdo do Site' })).toBeVisible({
    timeout: 30_000,
  });
  const titulo = `Operador de colhedora ${Date.now()}`;
  const vagas = page.getByRole('region', { name: 'Vagas' });
  await vagas.getByLabel('Título').fill(titulo);
  await vagas.getByLabel('Local').fill('Fazenda Santa Marta, Araguari (MG)');
  await vagas.getByLabel('Tipo').selectOption('safra');
  await vagas.getByLabel('Descrição').fill('Operar colhedora de grãos na safra de soja.');
  await vagas.getByLabel('Requisitos').fill('CNH categoria C e experiência com máquinas.');
  await vagas.getByLabel('Inscrições até').fill('2099-03-31');
  await page.getByRole('button', { name: 'Cadastrar vaga' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vaga publicada no site.' }),
  ).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: titulo });
  await expect(item.getByText('No site')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await foto(page, 'rh-390');
  await item.getByRole('button', { name: 'Fechar vaga' }).click();
  await expect(item.getByText('Fechada')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 860 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectNoAxeViolations(page, { where: 'conteúdo do site, 1280 px' });
  await foto(page, 'rh-1280');
});

test('admin previews a news item, keeps a draft, publishes it; the sitemap follows', async ({
  api,
  page,
  loginAs,
  request,
}) => {
  const admin = await api.createUser({ role: 'admin' });
  await loginAs(page, admin);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/conteudo-do-site');
  await page
    .getByRole('navigation', { name: 'Partes do site' })
    .getByRole('link', { name: 'Notícias' })
    .click();
  const titulo = `Dia de campo ${Date.now()}`;
  const noticias = page.getByRole('region', { name: 'Notícias' });
  await noticias.getByLabel('Título').fill(titulo);
  await noticias.getByLabel('Resumo').fill('Produtores da região visitaram a fazenda.');
  await noticias
    .getByLabel('Texto')
    .fill('## Programação\n\nVisita às lavouras **de soja**.\n\n<script>alert(1)</script>');
  await noticias.getByRole('button', { name: 'Pré-visualizar' }).click();
  const previa = page.getByRole('region', { name: 'Pré-visualização do texto' });
  await expect(previa.getByRole('heading', { name: 'Programação' })).toBeVisible();
  await expect(previa.locator('script')).toHaveCount(0);
  await noticias.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText('Rascunho salvo. Ele não aparece no site.')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: titulo });
  await expect(item.getByText('Rascunho')).toBeVisible();
  await foto(page, 'admin-1280');
  const slug = titulo.toLowerCase().replace(/\s+/g, '-');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(slug);
  await item.getByRole('button', { name: 'Publicar' }).click();
  await expect(item.getByText('Publicada', { exact: true })).toBeVisible();
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/noticias/${slug}<`);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { where: 'notícias, 390 px' });
  await foto(page, 'admin-390');
});

test('rh changes the phone in the company facts; a bad e-mail is refused with its message', async ({
  api,
  page,
  loginAs,
}) => {
  const antes = (await api.send('GET', apiConteudo.conteudoEmpresa)) as Empresa;
  const { phoneHref: _, ...original } = antes;
  try {
    const rh = await api.createUser({ role: 'rh' });
    await loginAs(page, rh);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/conteudo-do-site');
    await page
      .getByRole('navigation', { name: 'Partes do site' })
      .getByRole('link', { name: 'Dados da empresa' })
      .click();
    await expect(page).toHaveURL(/parte=empresa/);
    const empresa = page.getByRole('region', { name: 'Dados da empresa' });
    const telefone = empresa.getByLabel('Telefone');
    await expect(telefone).toHaveValue(antes.phone, { timeout: 30_000 });
    await telefone.fill('(34) 99876-5432');
    await empresa.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(empresa.getByRole('status')).toHaveText('Dados da empresa salvos.');
    const salvo = (await api.send('GET', apiConteudo.conteudoEmpresa)) as Empresa;
    expect(salvo.phone).toBe('(34) 99876-5432');
    expect(salvo.phoneHref).toBe('tel:+5534998765432');

    const email = empresa.getByLabel('E-mail', { exact: true });
    await email.fill('contato.fazenda.com.br');
    await telefone.fill('(34) 3232-1000');
    await empresa.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(empresa.getByRole('alert')).toHaveText('E-mail: informe um e-mail válido.');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('E-mail: informe um e-mail válido.');
    // nothing lost on the screen, nothing changed on the server
    await expect(telefone).toHaveValue('(34) 3232-1000');
    const depois = (await api.send('GET', apiConteudo.conteudoEmpresa)) as Empresa;
    expect(depois).toEqual(salvo);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await foto(page, 'empresa-390');
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );
    await expectNoAxeViolations(page, { where: 'dados da empresa, 1280 px' });
    await foto(page, 'empresa-1280');
  } finally {
    await api.send('PUT', apiConteudo.conteudoEmpresa, original);
  }
});

test('admin edits a news item: a cover asks for its alt text; publishes it, then removes it', async ({
  api,
  page,
  loginAs,
}) => {
  const admin = await api.createUser({ role: 'admin' });
  const antigo = `Colheita do café ${Date.now()}`;
  const { id } = (await api.send('POST', apiConteudo.conteudoNoticias, {
    titulo: antigo,
    resumo: 'A colheita começou na fazenda.',
    corpo: 'A colheita começou.',
    rascunho: true,
  })) as { id: number };
  await loginAs(page, admin);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/conteudo-do-site?parte=noticias');
  const noticias = page.getByRole('region', { name: 'Notícias' });
  await noticias
    .getByRole('listitem')
    .filter({ hasText: antigo })
    .getByRole('button', { name: 'Editar' })
    .click();
  await expect(noticias.getByRole('heading', { name: 'Editar notícia' })).toBeFocused();
  const titulo = `Colheita do café começa cedo ${Date.now()}`;
  await noticias.getByLabel('Título').fill(titulo);
  await noticias.getByLabel('Foto de capa (opcional)').setInputFiles({
    name: 'capa.png',
    mimeType: 'image/png',
    buffer: await fotoDePaisagem('#f2b66d', '#7a5a2e'),
  });
  await expect(noticias.getByRole('button', { name: 'Trocar foto' })).toBeVisible({
    timeout: 30_000,
  });
  await noticias.getByRole('button', { name: 'Salvar alterações' }).click();
  const alt = noticias.getByLabel('Texto alternativo da capa');
  await expect(alt).toBeFocused();
  await expect(noticias.getByText(CAPA_SEM_ALT)).toBeVisible();
  await alt.fill('Grãos de café maduros nos pés, ao sol da manhã');
  await noticias.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(noticias.getByRole('status')).toHaveText(`Alterações em “${titulo}” salvas.`);
  const item = noticias.getByRole('listitem').filter({ hasText: titulo });
  await expect(item.locator('img')).toHaveAttribute('src', /^\/midia\//);
  const [salva] = ((await api.send('GET', apiConteudo.conteudoNoticias)) as Noticia[]).filter(
    (n) => n.id === id,
  );
  expect(salva).toMatchObject({
    titulo,
    capa_alt: 'Grãos de café maduros nos pés, ao sol da manhã',
  });
  expect(salva!.capa).not.toBeNull();

  await item.getByRole('button', { name: 'Publicar' }).click();
  await expect(item.getByText('Publicada', { exact: true })).toBeVisible();
  await foto(page, 'noticias-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await foto(page, 'noticias-390');

  await item.getByRole('button', { name: 'Remover' }).click();
  await page
    .getByRole('dialog', { name: 'Remover esta notícia?' })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expect(noticias.getByRole('status')).toHaveText(`“${titulo}” foi removida.`);
  await expect(item).toHaveCount(0);
  const restantes = (await api.send('GET', apiConteudo.conteudoNoticias)) as Noticia[];
  expect(restantes.some((n) => n.id === id)).toBe(false);
});
