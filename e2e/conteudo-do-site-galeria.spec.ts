/**
 * "Conteúdo do Site", the pictures (docs/product/conteudo.md): rh adds a photo to an Activities
 * grid from a phone — refused in the form without its alternative text, then sent and listed with
 * the server's thumbnail — hides it, moves it up and removes it: one flow at 390 px, the final
 * screen's width checked at 1280 px. Admin adds a video with its poster to About. The grid's
 * screen, at both widths, is checked by axe in e2e/conteudo-do-site-a11y.spec.ts.
 *
 * A server of its own for the file (./relogio.ts, at the current time): the flow counts the grid's
 * photos and the site shows what it adds, while other specs count the public galleries
 * (site.spec.ts) and add a photo of their own (conteudo-do-site-a11y.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ALT_OBRIGATORIO } from '../common/conteudo';
import { apiConteudo } from '../common/paths-conteudo';
import type { ItemDaGaleria } from '../common/schemas/conteudo';
import { uid } from './api';
import { test, expect, type Api } from './fixtures';
import { fotoDePaisagem, fotoDeRevisao } from './fotos-de-revisao';
import { abaNoServidor, servidorDoArquivo } from './relogio';

const servidor = servidorDoArquivo();

// one whole flow with two uploads' worth of sharp work on a shared 2-core machine
test.describe.configure({ timeout: 180_000 });

/** The Pecuária grid as the server keeps it, in its order. */
async function pecuaria(api: Api): Promise<ItemDaGaleria[]> {
  const todos = (await api.send('GET', apiConteudo.conteudoGaleria)) as ItemDaGaleria[];
  return todos
    .filter((i) => i.secao === 'atividades' && i.grupo === 'pecuaria')
    .sort((a, b) => a.ordem - b.ordem || a.id - b.id);
}

test('rh adds a photo from a phone: alt text asked first; then hides it, moves it up, removes it', async ({
  browser,
  loginAs,
}) => {
  const srv = await servidor();
  const { api } = srv;
  const rh = await api.createUser({ role: 'rh' });
  const n = (await pecuaria(api)).length;
  const page = await abaNoServidor(browser, srv, { width: 390, height: 844 });
  await loginAs(page, rh);
  await page.goto('/conteudo-do-site?parte=galeria');
  const galeria = page.getByRole('region', { name: 'Galeria e fotos' });
  await expect(galeria.getByRole('heading', { level: 2 })).toBeVisible({ timeout: 30_000 });
  await galeria.getByRole('radio', { name: /Pecuária/ }).check();
  const lista = galeria.getByRole('list', { name: /fotos de pecuária/ });
  await expect(lista.getByRole('listitem')).toHaveCount(n);

  const envios: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(apiConteudo.conteudoGaleria))
      envios.push(r.url());
  });
  await galeria.getByRole('button', { name: 'Adicionar foto' }).click();
  await galeria
    .getByLabel('Foto', { exact: true })
    .setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: await fotoDePaisagem() });
  const titulo = `Bezerros na maternidade ${uid()}`;
  await galeria.getByLabel('Título').fill(titulo);
  await galeria.getByRole('button', { name: 'Enviar foto' }).click();
  const alt = galeria.getByLabel('Texto alternativo');
  await expect(alt).toBeFocused();
  await expect(alt).toHaveAccessibleDescription(new RegExp(ALT_OBRIGATORIO.slice(0, 40)));
  await expect(galeria.getByText(ALT_OBRIGATORIO)).toBeVisible();
  expect(envios).toEqual([]);
  await fotoDeRevisao(page, 'galeria-nova-foto-390');

  await alt.fill('Vacas Nelore com bezerros recém-nascidos no piquete da maternidade');
  await galeria.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(galeria.getByRole('status')).toHaveText(
    `Foto “${titulo}” adicionada ao fim da lista.`,
    { timeout: 30_000 },
  );
  const item = lista.getByRole('listitem').filter({ hasText: titulo });
  await expect(lista.getByRole('listitem')).toHaveCount(n + 1);
  await expect(lista.getByRole('listitem').last()).toContainText(titulo);
  // the thumbnail is the server's re-encoded file, not the phone's
  await expect(item.locator('img')).toHaveAttribute('src', /^\/midia\//);

  await item.getByRole('button', { name: 'Ocultar' }).click();
  await expect(item.getByText('Fora do site')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Mostrar' })).toBeVisible();
  await item.getByRole('button', { name: 'Subir' }).click();
  await expect(galeria.getByRole('status')).toHaveText(
    `“${titulo}” agora está na posição ${n} de ${n + 1}.`,
  );
  await expect(lista.getByRole('listitem').nth(n - 1)).toContainText(titulo);
  await expect(item.getByRole('button', { name: 'Subir' })).toBeFocused();
  await expect
    .poll(async () => {
      const grade = await pecuaria(api);
      const i = grade.findIndex((x) => x.titulo === titulo);
      return { posicao: i, visivel: grade[i]?.visivel };
    })
    .toEqual({ posicao: n - 1, visivel: false });

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await fotoDeRevisao(page, 'galeria-390');
  await page.setViewportSize({ width: 1280, height: 860 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await fotoDeRevisao(page, 'galeria-1280');

  await item.getByRole('button', { name: 'Remover' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Remover esta foto?' });
  await expect(dialogo).toContainText(titulo);
  await dialogo.getByRole('button', { name: 'Remover' }).click();
  await expect(galeria.getByRole('status')).toHaveText(`“${titulo}” foi removida do site.`);
  await expect(lista.getByRole('listitem')).toHaveCount(n);
  expect((await pecuaria(api)).some((i) => i.titulo === titulo)).toBe(false);
  await page.context().close();
});

test('admin adds a video with its poster photo to the About gallery; it is listed as a video', async ({
  browser,
  loginAs,
}) => {
  const srv = await servidor();
  const { api } = srv;
  const admin = await api.createUser({ role: 'admin' });
  const titulo = `Plantio de milho ${uid()}`;
  const page = await abaNoServidor(browser, srv, { width: 1280, height: 860 });
  await loginAs(page, admin);
  await page.goto('/conteudo-do-site?parte=galeria');
  const galeria = page.getByRole('region', { name: 'Galeria e fotos' });
  await galeria.getByRole('button', { name: 'Adicionar foto ou vídeo' }).click({ timeout: 30_000 });
  await galeria.getByRole('radio', { name: 'Vídeo (MP4) com foto de capa' }).check();
  await galeria.getByLabel('Vídeo', { exact: true }).setInputFiles({
    name: 'VID_0007.mp4',
    mimeType: 'video/mp4',
    buffer: fs.readFileSync(
      path.resolve(import.meta.dirname, '../public/media/video-milharal.mp4'),
    ),
  });
  await galeria
    .getByLabel('Foto de capa do vídeo')
    .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: await fotoDePaisagem() });
  await galeria.getByLabel('Título').fill(titulo);
  await galeria
    .getByLabel('Texto alternativo')
    .fill('Vídeo: plantadeira abrindo sulcos na terra vermelha');
  await galeria.getByRole('button', { name: 'Enviar vídeo' }).click();
  await expect(galeria.getByRole('status')).toHaveText(
    `Vídeo “${titulo}” adicionado ao fim da lista.`,
    { timeout: 30_000 },
  );
  const item = galeria.getByRole('listitem').filter({ hasText: titulo });
  await expect(item.getByText('Vídeo', { exact: true })).toBeVisible();
  const [salvo] = ((await api.send('GET', apiConteudo.conteudoGaleria)) as ItemDaGaleria[]).filter(
    (i) => i.titulo === titulo,
  );
  expect(salvo).toMatchObject({ secao: 'sobre', grupo: null, tipo: 'video', visivel: true });
  expect(salvo!.video?.mp4).toMatch(/^\/midia\//);
  await page.context().close();
});
