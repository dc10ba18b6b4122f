import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { CompanyContent } from '../common/content';
import { paths } from '../common/paths';
import { MODELO, PUBLIC_PAGES } from '../common/screens';
import { test, expect } from './fixtures';
import { depoisDaResposta, gotoHydrated, hydrated } from './pages';

const COMPANY: CompanyContent = JSON.parse(fs.readFileSync('content/site.json', 'utf8')).company;

/** Slides fully inside the carousel's viewport, measured on the page. */
const slidesInView = (page: Page) =>
  page.evaluate(() => {
    const vp = document.querySelector('.carousel__viewport')!.getBoundingClientRect();
    return [...document.querySelectorAll('.carousel__track > div')].filter((li) => {
      const r = li.getBoundingClientRect();
      return r.left >= vp.left - 1 && r.right <= vp.right + 1;
    }).length;
  });

const currentDot = (page: Page) =>
  page.locator('.carousel__dot[aria-current="true"]').getAttribute('aria-label');
/** The number of the slide whose dot is current (1 to 15). */
const slideNumber = async (page: Page) =>
  Number(/slide (\d+):/.exec((await currentDot(page)) ?? '')?.[1]);
const after = (n: number, steps = 1) => ((n - 1 + steps) % 15) + 1;

/**
 * From a page with the clock paused, the header's gallery link: the about page opens, and the
 * gallery comes into view 300 ms after it has started (`depoisDeAbrir`: waits for that start).
 */
async function galeriaDepoisDe300ms(page: Page, depoisDeAbrir: () => Promise<void>) {
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Galeria' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre Nós');
  await depoisDeAbrir();
  await page.clock.runFor(250);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.clock.runFor(60);
  await expect(page.getByRole('heading', { name: 'Galeria', level: 2 })).toBeInViewport();
}

test.describe('header and footer', () => {
  test('the header turns solid after 10 px of scroll', async ({ page }) => {
    await gotoHydrated(page, '/');
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    // a sentinel instead of a wait: the scroll's event and its render are done after a task and a frame
    await depoisDaResposta(page);
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  test('mobile menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Atividades' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const name of ['Início', 'Sobre Nós', 'Galeria', 'Atividades', 'Contato', 'Portal']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Atividades' }).click();
    await expect(page).toHaveURL(/\/activities$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nossas Atividades');
    await expect(nav.getByRole('link', { name: 'Atividades' })).toBeHidden();
  });

  test('the gallery link scrolls to the gallery 300 ms after navigating', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await page.clock.pauseAt(Date.now() + 60_000);
    // a public page loads the next one from the server: the delay counts from its start
    await galeriaDepoisDe300ms(page, () => hydrated(page));
  });

  test('inside the app the header moves without a reload, the gallery link 300 ms after', async ({
    page,
    employee: _employee,
  }) => {
    await page.clock.install();
    await page.goto('/portal');
    // the portal's page is drawn before its scripts: a click before they run is a plain link's
    await hydrated(page);
    // a value of this document only: a page load would lose it
    await page.evaluate(
      () => ((window as unknown as { mesmoDocumento: boolean }).mesmoDocumento = true),
    );
    await page.clock.pauseAt(Date.now() + 60_000);
    // inside the app the router has drawn the about page when the URL changed
    await galeriaDepoisDe300ms(page, async () => {});
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Contato' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    expect(
      await page.evaluate(() => (window as unknown as { mesmoDocumento?: boolean }).mesmoDocumento),
    ).toBe(true);
  });

  test('footer: links, facts, copy e-mail alert and the current year', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Início', 'Sobre Nós', 'Atividades', 'Contato']) {
      await expect(
        footer.getByRole('navigation', { name: 'Links rápidos' }).getByRole('link', { name }),
      ).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: COMPANY.phone })).toBeVisible();
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      COMPANY.social.linkedin,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await footer.getByRole('button', { name: 'Copiar e-mail' }).click();
    await expect.poll(() => alerts).toEqual(['Email copiado para a área de transferência!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(COMPANY.recruitingEmail);
  });
});

test.describe('home', () => {
  test('the call to action scrolls to the six highlights; closing buttons go to contact', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: 'Conheça nossos destaques' }).click();
    const highlights = page.getByRole('heading', { name: 'Nossos destaques' });
    await expect(highlights).toBeInViewport();
    const cards = page.locator('#destaques').getByRole('heading', { level: 3 });
    await expect(cards).toHaveText([
      'Pecuária',
      'Agricultura',
      'Gestão Eficiente',
      'Sustentabilidade',
      'Equipe Qualificada',
      'Qualidade Garantida',
    ]);
    await page.getByRole('link', { name: 'Conheça nossa história' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Veja nossas atividades' }).click();
    await expect(page).toHaveURL(/\/activities$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Fale Conosco' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Trabalhe Conosco' }).click();
    await expect(page).toHaveURL(/\/contact#rodape$/);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
  });
});

test.describe('about: gallery carousel', () => {
  test('slides shown: 4, then 3 below 1024 px, 2 below 768 px, 1 below 480 px', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    for (const [width, shown] of [
      [1280, 4],
      [1024, 4],
      [1023, 3],
      [768, 3],
      [767, 2],
      [480, 2],
      [479, 1],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => slidesInView(page), { message: `${width}px` }).toBe(shown);
      await expect(page.getByRole('group', { name: / de 15: / })).toHaveCount(shown);
    }
  });

  test('15 items with unique ids, dots, muted videos with controls', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await expect(page.locator('.carousel__dot')).toHaveCount(15);
    const videos = page.locator('.carousel video');
    await expect(videos).toHaveCount(2);
    // Posters are set only once the gallery comes near.
    await expect(videos.first()).not.toHaveAttribute('poster', /./);
    await page.locator('#galeria').scrollIntoViewIfNeeded();
    for (const v of await videos.all()) {
      expect(await v.evaluate((el: HTMLVideoElement) => el.muted && el.controls)).toBe(true);
      await expect(v).toHaveAttribute('poster', /\/media\/video-.*-poster-/);
    }
    const labels = await page
      .locator('.carousel__dot')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(new Set(labels).size).toBe(15);
  });

  test('autoplays every 3 s in 500 ms, pauses on hover and on focus, moves by keyboard', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, '/about');
    // From the page's clock, which keeps running meanwhile: on a busy machine the margin can pass
    // before the call arrives ("Cannot fast-forward to the past"), so try again from a new reading.
    for (let attempt = 1; ; attempt++) {
      try {
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
        break;
      } catch (err) {
        if (attempt === 5 || !/fast-forward to the past/.test(String(err))) throw err;
      }
    }
    const track = page.locator('.carousel__track');
    await expect(track).toHaveCSS('transition', /transform 0\.5s/);
    const viewport = page.locator('.carousel__viewport');
    // Hovering stops the autoplay; leaving starts a fresh 3 s wait.
    await viewport.hover();
    const start = await slideNumber(page);
    await page.clock.runFor(9_000);
    expect(await slideNumber(page)).toBe(start);
    await page.mouse.move(5, 5);
    await page.clock.runFor(2_900);
    expect(await slideNumber(page)).toBe(start);
    await page.clock.runFor(150);
    await expect.poll(() => slideNumber(page)).toBe(after(start));
    await page.clock.runFor(3_000);
    await expect.poll(() => slideNumber(page)).toBe(after(start, 2));
    await page.clock.runFor(3_000);
    await expect.poll(() => slideNumber(page)).toBe(after(start, 3));

    // Focus inside stops it too; arrow keys move it.
    await page.getByRole('button', { name: 'Próximo slide' }).focus();
    const focused = await slideNumber(page);
    await page.clock.runFor(9_000);
    expect(await slideNumber(page)).toBe(focused);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slideNumber(page)).toBe(after(focused));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slideNumber(page)).toBe(after(focused, 14));
    await page.getByRole('button', { name: 'Ir para o slide 15: Equipe no campo' }).click();
    await expect.poll(() => currentDot(page)).toMatch(/^Ir para o slide 15:/);
    await page.getByRole('button', { name: 'Próximo slide' }).click();
    await expect.poll(() => currentDot(page)).toMatch(/^Ir para o slide 1:/);
    await page.getByRole('button', { name: 'Slide anterior' }).click();
    await expect.poll(() => currentDot(page)).toMatch(/^Ir para o slide 15:/);
  });

  test('stays still for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await gotoHydrated(page, '/about');
    await page.clock.runFor(10_000);
    expect(await currentDot(page)).toMatch(/^Ir para o slide 1:/);
    await page.getByRole('button', { name: 'Próximo slide' }).click();
    expect(await currentDot(page)).toMatch(/^Ir para o slide 2:/);
    await context.close();
  });
});

test.describe('activities', () => {
  test('cards, practices, and the lightbox: full screen, wraps at both ends, keys and Escape', async ({
    page,
  }) => {
    await gotoHydrated(page, '/activities');
    await expect(page.locator('#pecuaria').getByRole('heading', { level: 3 })).toHaveText([
      'Saúde Animal',
      'Nutrição Balanceada',
      'Sanitização Rigorosa',
      'Manejo Humanizado',
      'Fotos da pecuária',
    ]);
    await expect(page.locator('.crop h3')).toHaveText([
      'Soja',
      'Cana-de-açúcar',
      'Sorgo',
      'Milho',
      'Milheto',
    ]);
    await expect(page.locator('.practice h3')).toHaveCount(6);

    const grid = page.getByRole('list', { name: 'Fotos da pecuária' });
    const links = grid.getByRole('link');
    await expect(links).toHaveCount(6);
    await links.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const vp = page.viewportSize()!;
    expect(box).toMatchObject({ x: 0, y: 0, width: vp.width, height: vp.height });
    const current = () => dialog.locator('.yarl__slide_current img').getAttribute('alt');
    await expect.poll(current).toBe('Gado Nelore pastando em pasto verde');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(current).toBe('Rebanho no cerrado ao pôr do sol');
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe('Gado Nelore pastando em pasto verde');
    await dialog.getByRole('button', { name: 'Foto anterior' }).click();
    await expect.poll(current).toBe('Rebanho no cerrado ao pôr do sol');
    await dialog.getByRole('button', { name: 'Próxima foto' }).click();
    await expect.poll(current).toBe('Gado Nelore pastando em pasto verde');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('list', { name: 'Fotos da agricultura' }).getByRole('link').last().click();
    await expect.poll(current).toBe('Silos metálicos de armazenagem de grãos');
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe('Lavoura de soja em fileiras até o horizonte');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('contact', () => {
  const fill = async (page: Page, message: string) => {
    await page.getByLabel('Nome', { exact: true }).fill('Maria Teste');
    await page.getByLabel('E-mail', { exact: true }).fill('maria@exemplo.com.br');
    await page.getByLabel('Telefone (opcional)', { exact: true }).fill('(34) 99999-1234');
    await page.getByLabel('Assunto', { exact: true }).selectOption('Parcerias');
    await page.getByLabel('Mensagem', { exact: true }).fill(message);
  };

  test('facts, map on demand, and a message sent: banner for 5 s, form cleared', async ({
    page,
    api,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, '/contact');
    // From the page's clock, which keeps running meanwhile: on a busy machine the margin can pass
    // before the call arrives ("Cannot fast-forward to the past"), so try again from a new reading.
    for (let attempt = 1; ; attempt++) {
      try {
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
        break;
      } catch (err) {
        if (attempt === 5 || !/fast-forward to the past/.test(String(err))) throw err;
      }
    }
    await expect(page.getByText(COMPANY.phone).first()).toBeVisible();
    await expect(page.getByText('Segunda a sexta, das 07:30 às 18:00')).toBeVisible();
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Copiar e-mail do RH' }).click();
    await expect.poll(() => alerts).toEqual(['Email copiado para a área de transferência!']);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Carregar mapa interativo' }).click();
    await expect(page.locator('iframe')).toHaveAttribute('src', COMPANY.map.embedUrl);

    const message = `Proposta de parceria ${Date.now()}`;
    await fill(page, message);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const banner = page.getByRole('status');
    await expect(banner).toHaveText(
      'Mensagem enviada com sucesso! Em breve entraremos em contato.',
    );
    for (const label of ['Nome', 'E-mail', 'Telefone (opcional)', 'Mensagem']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(page.getByLabel('Assunto', { exact: true })).toHaveValue('');
    await page.clock.runFor(4_900);
    await expect(banner).toBeVisible();
    await page.clock.runFor(200);
    await expect(banner).toBeHidden();

    const res = await fetch(`${api.baseURL}/api/contato/mensagens`, {
      headers: { authorization: `Bearer ${api.admin.token}` },
    });
    const stored = (await res.json()) as { mensagem: string; assunto: string }[];
    expect(stored.find((m) => m.mensagem === message)).toMatchObject({ assunto: 'Parcerias' });
  });

  test('a refused answer and a network error show the two alerts, keeping the form', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    await fill(page, 'Mensagem que não chega');
    await page.route('**/api/contato', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('alert')).toHaveText('Falha no envio. Tente novamente mais tarde.');
    await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue(
      'Mensagem que não chega',
    );
    await page.unroute('**/api/contato');
    await page.route('**/api/contato', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('alert')).toHaveText('Erro no envio. Tente novamente.');
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Maria Teste');
  });

  test('the admin reads the messages in the portal, newest first, and marks one as read', async ({
    page,
    api,
    loginAs,
  }) => {
    const stamp = Date.now();
    for (const n of [1, 2]) {
      const res = await fetch(`${api.baseURL}/api/contato`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Remetente ${n} ${stamp}`,
          email: 'r@exemplo.com',
          subject: 'Comercial',
          message: `Mensagem ${n} ${stamp}`,
        }),
      });
      expect(res.status).toBe(201);
    }
    await loginAs(page, api.admin);
    await page.goto('/portal');
    await page.getByRole('link', { name: /Mensagens de Contato/ }).click();
    await expect(page).toHaveURL(/\/mensagens-contato$/);
    const titles = page.getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveText(`Comercial — Remetente 2 ${stamp}`);
    await expect(titles.nth(1)).toHaveText(`Comercial — Remetente 1 ${stamp}`);
    const second = page.getByRole('listitem').filter({ hasText: `Mensagem 1 ${stamp}` });
    await expect(second.getByText('Nova')).toBeVisible();
    await second.getByRole('button', { name: 'Marcar como lida' }).click();
    await expect(second.getByText('Lida', { exact: true })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Marcar como lida' })).toHaveCount(0);
  });

  test('a colaborador cannot open the contact messages', async ({ page, api, loginAs }) => {
    const user = await api.createUser({ role: 'colaborador' });
    await loginAs(page, user);
    await page.goto('/mensagens-contato');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('pre-rendered and light', () => {
  test('public pages read with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, h1] of [
      ['/', COMPANY.tagline],
      ['/about', 'Sobre Nós'],
      ['/activities', 'Nossas Atividades'],
      ['/contact', 'Contato'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    }
    await page.goto('/about');
    await expect(page.locator('.carousel__track > div')).toHaveCount(19);
    await page.goto('/contact');
    await expect(page.getByLabel('Mensagem', { exact: true })).toBeVisible();
    // The send button waits for scripts that never come: the page says what to do instead.
    await expect(page.getByText('Preparando o envio...')).toBeHidden();
    // (Playwright's text locators skip <noscript>; a person with scripts off reads it.)
    await expect(page.locator('noscript p')).toHaveText(
      'Sem JavaScript o formulário não pode ser enviado: use o e-mail ou o telefone desta página.',
    );
    await expect(page.locator('noscript p')).toBeVisible();
    await page.goto('/login');
    await expect(page.getByText('Preparando o acesso seguro...')).toBeHidden();
    await expect(page.locator('noscript p')).toHaveText(
      'O Portal do Colaborador precisa do JavaScript ativado no navegador.',
    );
    await expect(page.locator('noscript p')).toBeVisible();
    await context.close();
  });

  test('every pre-rendered page hydrates the HTML it was sent, with no error', async ({
    page,
    api,
  }) => {
    // A tree the browser builds otherwise than React (a <p> inside a <p>, say) is thrown away at
    // hydration and drawn again: error #418, and a page that flickers on a slow phone.
    const erros: string[] = [];
    page.on('pageerror', (e) => erros.push(`${page.url()}: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') erros.push(`${page.url()}: ${m.text()}`);
    });
    // a news item's page is drawn by the server into the template pre-rendered for it
    const { slug } = (await api.send('POST', '/api/conteudo/noticias', {
      titulo: `Hidratação ${Date.now()}`,
      resumo: 'Uma notícia para abrir.',
      corpo: '## Texto\n\nCom **negrito** e uma [ligação](https://exemplo.com.br).',
      rascunho: false,
    })) as { slug: string };
    const paginas = PUBLIC_PAGES.filter((p) => !p.endsWith(MODELO));
    for (const path of [...paginas, paths.noticia(slug), paths.login]) {
      await gotoHydrated(page, path);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    }
    expect(erros).toEqual([]);
  });

  test('public pages load no portal code; robots.txt and sitemap.xml', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    for (const path of ['/', '/about', '/activities', '/contact']) await gotoHydrated(page, path);
    expect(scripts.length).toBeGreaterThan(4);
    expect(scripts.filter((u) => /portal|useQuery|query-|PhotoLightbox/.test(u))).toEqual([]);
    // opened directly, a public page runs without the router (docs/decisions/084-paginas-publicas-sem-roteador.md)
    expect(scripts.filter((u) => /roteador|entry\.client|manifest-/.test(u))).toEqual([]);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/portal$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const p of ['/about', '/activities', '/contact']) expect(sitemap).toContain(`${p}</loc>`);
  });
});
