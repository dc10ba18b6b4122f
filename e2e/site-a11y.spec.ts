/**
 * The public pages at phone and desktop widths, each checked by axe once (WCAG 2.2 AA and best
 * practice) with nothing wider than the screen: the news and the openings with a published
 * article and an open opening listed, and that article's own page (the states site-conteudo's
 * flow reads). One test per width; the open lightbox and the phone's menu in a third.
 */
import { apiConteudo } from '../common/paths-conteudo';
import { uid } from './api';
import { noticiaDaSafra, vagaDeSafra } from './conteudo';
import { test, expect } from './fixtures';
import { gotoHydrated, violacoesAxe } from './pages';
import { CELULAR, verificarNasDuasLarguras } from './telas';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A published article and an open opening, set up once through the API. */
let conteudo: {
  noticia: { id: number; slug: string; titulo: string };
  vaga: string;
  vagaId: number;
};

test.beforeAll(async ({ api }) => {
  const tag = uid();
  const titulo = `Colheita da soja começa na fazenda ${tag}`;
  const { id, slug } = (await api.send(
    'POST',
    apiConteudo.conteudoNoticias,
    noticiaDaSafra(titulo),
  )) as { id: number; slug: string };
  const vaga = `Operador de colhedora ${tag}`;
  const { id: vagaId } = (await api.send('POST', apiConteudo.conteudoVagas, vagaDeSafra(vaga))) as {
    id: number;
  };
  conteudo = { noticia: { id, slug, titulo }, vaga, vagaId };
});

test.afterAll(async ({ api }) => {
  if (!conteudo) return;
  await api.send('DELETE', apiConteudo.conteudoNoticia(conteudo.noticia.id));
  await api.send('PATCH', apiConteudo.conteudoVaga(conteudo.vagaId), { aberta: false });
});

test('axe: the public pages at both widths', async ({ page }) => {
  // Eight pages, each checked by axe: more than the default on a loaded 2-core machine.
  test.slow();
  await page.setViewportSize(CELULAR);
  const { noticia, vaga } = conteudo;
  for (const [path, shown] of [
    ['/', null],
    ['/about', null],
    ['/activities', null],
    ['/contact', null],
    ['/privacidade', null],
    ['/noticias', noticia.titulo],
    [`/noticias/${noticia.slug}`, 'Primeiros talhões'],
    ['/trabalhe-conosco', vaga],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (shown) await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
    await verificarNasDuasLarguras(page, path, { tags: TAGS });
  }
});

test('axe: the open lightbox and the mobile menu', async ({ page }) => {
  await page.setViewportSize(CELULAR);
  await gotoHydrated(page, '/activities');
  await page.getByRole('list', { name: 'Fotos da pecuária' }).getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violacoesAxe(page, { tags: TAGS })).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  expect(await violacoesAxe(page, { tags: TAGS })).toEqual([]);
});
