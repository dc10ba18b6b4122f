/**
 * The portal's pre-rendered screens (docs/decisions/081-telas-do-portal-pre-desenhadas.md): their
 * HTML alone shows the portal's frame and the screen's casca, before any script has arrived; the
 * browser then takes the page over with no hydration error and draws the screen itself; someone
 * signed out still ends on the login page.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { PORTAL_PRE_DESENHADAS } from '../common/screens';
import { expect, test, type E2EUser } from './fixtures';

interface Tela {
  path: string;
  role?: 'rh';
  /** what the page's head asks for before any script */
  dados: string[];
  /** what the HTML shows before any script */
  casca: (page: Page) => Promise<void>;
  /** what only the screen's code draws */
  pronta: (page: Page, u: E2EUser) => Promise<void>;
}

const h1 = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: true });

const TELAS: Tela[] = [
  {
    path: '/portal',
    dados: ['/api/me', '/api/me/treinamentos'],
    casca: async (page) => {
      await expect(h1(page, 'Olá, seja bem-vindo ao seu Portal')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
    },
    pronta: async (page, u) => {
      await expect(h1(page, `Olá, seja bem-vindo ao seu Portal, ${u.user.nome}`)).toBeVisible();
    },
  },
  {
    path: '/atendimento',
    dados: ['/api/me'],
    casca: async (page) => {
      await expect(page.getByRole('status')).toHaveText('Carregando atendimento...');
    },
    pronta: async (page) => {
      await expect(h1(page, 'Atendimento ao Colaborador')).toBeVisible();
    },
  },
  {
    path: '/denuncias',
    dados: ['/api/me'],
    casca: async (page) => {
      await expect(h1(page, 'Fale com a gente!')).toBeVisible();
      await expect(page.getByText('Canal para sugestões, críticas e denúncias.')).toBeVisible();
    },
    pronta: async (page) => {
      await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeVisible();
    },
  },
  {
    path: '/suporte',
    dados: ['/api/me', '/api/atendimentos?meus=true'],
    casca: async (page) => {
      await expect(h1(page, 'Olá!')).toBeVisible();
      await expect(page.getByText('Está com alguma dificuldade?')).toBeVisible();
    },
    pronta: async (page, u) => {
      await expect(h1(page, `Olá, ${u.user.nome.split(' ')[0]}!`)).toBeVisible();
    },
  },
  {
    path: '/meus-dados',
    dados: ['/api/me', '/api/me/dados', '/api/me/solicitacoes'],
    casca: async (page) => {
      await expect(h1(page, 'Meus Dados')).toBeVisible();
      await expect(page.getByText('Os relatos feitos à Ouvidoria não fazem parte')).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Carregando...');
    },
    pronta: async (page) => {
      await expect(page.getByRole('button', { name: 'Baixar meus dados' })).toBeVisible();
    },
  },
  {
    path: '/codigo-de-conduta',
    dados: ['/api/me', '/api/conduta/vigente'],
    casca: async (page) => {
      await expect(page.getByRole('status')).toHaveText('Carregando...');
    },
    pronta: async (page) => {
      // published or not, the screen says which
      await expect(page.getByText('Carregando...')).toHaveCount(0);
      await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    },
  },
  {
    path: '/painel-atendimentos',
    dados: [
      '/api/me',
      '/api/atendimentos?ordem=prazo&pagina=1&por_pagina=25',
      '/api/atendimentos?status=aberto&por_pagina=1&pagina=1',
      '/api/atendimentos/responsaveis',
    ],
    role: 'rh',
    casca: async (page) => {
      await expect(h1(page, 'Painel de Atendimentos')).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Carregando atendimentos...');
    },
    pronta: async (page) => {
      await expect(page.getByRole('searchbox', { name: 'Filtrar atendimentos' })).toBeVisible();
    },
  },
];

test('every pre-rendered portal screen is listed here', () => {
  expect(TELAS.map((t) => t.path).sort()).toEqual([...PORTAL_PRE_DESENHADAS].sort());
});

test('the HTML alone shows each screen’s casca in the portal’s frame, before any script file', async ({
  page,
  api,
  loginAs,
}) => {
  await loginAs(page, await api.createUser());
  await page.route('**/assets/*.js', (r) => r.abort());
  const pedidos: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) pedidos.push(`${r.method()} ${u.pathname}${u.search}`);
  });
  for (const tela of TELAS) {
    pedidos.length = 0;
    await page.goto(tela.path);
    await tela.casca(page);
    if (tela.path !== '/portal') {
      await expect(page.getByRole('link', { name: '← Voltar ao Portal' })).toBeVisible();
    }
    // the data is on its way with no code at all; nothing for a screen the role may not open
    const esperados = tela.role ? [] : tela.dados.map((d) => `GET ${d}`);
    await expect
      .poll(() => pedidos.toSorted(), { message: tela.path })
      .toEqual(esperados.toSorted());
  }
});

test('the browser takes each screen over with no error and draws it', async ({
  page,
  api,
  loginAs,
}) => {
  const colaborador = await api.createUser();
  const rh = await api.createUser({ role: 'rh' });
  const erros: string[] = [];
  // an answer the screen expects is no error of the page's (no code published yet: 404)
  const erro = (m: ConsoleMessage) =>
    m.type() === 'error' && !m.text().startsWith('Failed to load resource');
  page.on('pageerror', (e) => erros.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (erro(m)) erros.push(`${page.url()}: ${m.text()}`);
  });
  /** what the page's head asked for and the screen's code did not take (web/lib/pedidos-antecipados.ts) */
  const naoTomados = (p: Page) =>
    p.evaluate(() => Object.keys(window.__pedidosDaTela?.pedidos ?? { nenhum: true }));
  await loginAs(page, colaborador);
  for (const tela of TELAS.filter((t) => !t.role)) {
    await page.goto(tela.path);
    await tela.pronta(page, colaborador);
    await expect.poll(() => naoTomados(page), { message: tela.path }).toEqual([]);
  }
  // a new tab of the same browser, signed in as staff
  const outra = await page.context().newPage();
  outra.on('pageerror', (e) => erros.push(`${outra.url()}: ${e.message}`));
  outra.on('console', (m) => {
    if (erro(m)) erros.push(`${outra.url()}: ${m.text()}`);
  });
  await loginAs(outra, rh);
  const painel = TELAS.find((t) => t.role === 'rh')!;
  await outra.goto(painel.path);
  await painel.pronta(outra, rh);
  await expect.poll(() => naoTomados(outra)).toEqual([]);
  expect(erros).toEqual([]);
});

test('someone signed out who opens a pre-rendered screen is taken to the login page', async ({
  page,
}) => {
  await page.goto('/denuncias');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Portal do Colaborador' })).toBeVisible();
});

/** The styles of every element of the screen, by its place in the page. */
function estilos(page: Page) {
  return page.evaluate(() => {
    // what the stylesheets set, not what layout resolves (an auto margin's width)
    const PROPS = [
      'display',
      'padding',
      'max-width',
      'border-radius',
      'font-size',
      'font-weight',
      'color',
      'background-color',
      'border-width',
      'gap',
      'white-space',
    ];
    const lugar = (el: Element): string => {
      const pai = el.parentElement;
      if (!pai || el.tagName === 'MAIN') return el.tagName;
      // its classes too: the same place may hold another element once the data differs
      return `${lugar(pai)}>${el.tagName}.${el.classList.value}:${[...pai.children].indexOf(el)}`;
    };
    const r: Record<string, string> = {};
    for (const el of document.querySelectorAll('main *')) {
      const s = getComputedStyle(el);
      r[lugar(el)] = PROPS.map((p) => `${p}=${s.getPropertyValue(p)}`).join(';');
    }
    return r;
  });
}

/** Goes to `path` as a link inside the app would (no page load). */
async function navegarNoApp(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('each screen opened as a page looks as when reached from another screen', async ({
  page,
  api,
  loginAs,
}) => {
  // the page's stylesheets come in another order than the app's (the parts loaded apart add
  // theirs after the screen's): a rule that wins only by its place would differ here
  test.setTimeout(120_000);
  const colaborador = await api.createUser();
  const rh = await api.createUser({ role: 'rh' });
  const diferencas: string[] = [];
  for (const tela of TELAS) {
    const u = tela.role ? rh : colaborador;
    const aba = await page.context().newPage();
    await loginAs(aba, u);
    await aba.goto(tela.path);
    await tela.pronta(aba, u);
    const aberta = await estilos(aba);
    await aba.goto('/links');
    await expect(aba.getByRole('heading', { level: 1 })).toBeVisible();
    await navegarNoApp(aba, tela.path);
    await tela.pronta(aba, u);
    const navegada = await estilos(aba);
    for (const [lugar, s] of Object.entries(aberta)) {
      if (navegada[lugar] !== undefined && navegada[lugar] !== s) {
        diferencas.push(`${tela.path} ${lugar}: ${s} ≠ ${navegada[lugar]}`);
      }
    }
    await aba.close();
  }
  expect(diferencas).toEqual([]);
});
