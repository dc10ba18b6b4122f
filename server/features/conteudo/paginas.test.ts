/**
 * The public pages drawn from the database's content (docs/decisions/076-conteudo-do-site.md):
 * drawn from the build's content they are the pre-rendered pages byte for byte; an edit shows in
 * the HTML at once, readable without JavaScript; a draft or an unpublished item answers 404; a
 * body's markup never reaches the page; the gallery holds for 0, 1 and 40 items.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConteudoDoSite } from '../../../common/conteudo-publico.js';
import { PORTAL_PRE_DESENHADAS, PUBLIC_PAGES } from '../../../common/screens.js';
import type { ItemDaGaleria } from '../../../common/schemas/conteudo.js';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import { requireWebBuild, WEB_DIR } from '../../test/process.js';
import { BLOCO_DA_BUILD, cortarModelo, NOTICIAS_POR_PAGINA } from './paginas.js';

interface Ssr {
  desenharPagina: (
    caminho: string,
    c: ConteudoDoSite,
  ) => Promise<{ rota: string; cabeca: string; corpo: string } | null>;
  CONTEUDO_DA_BUILD: ConteudoDoSite;
}
const ssr = async () =>
  (await import(pathToFileURL(path.join(WEB_DIR, '..', 'ssr', 'site-ssr.js')).href)) as Ssr;

let t: TestApp;
let rh: BuiltUser;
beforeAll(async () => {
  requireWebBuild();
  t = await createTestApp({ env: { WEB_DIR } });
  await t.app.ready();
  rh = await buildUser(t, { role: 'rh' });
});
afterAll(() => t.close());

const pagina = (url: string) => t.app.inject({ url });
const api = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: rh.auth, payload: payload as object });
/**
 * The page as a reader without JavaScript gets it: its data block left out, and React's empty
 * comments between a text and a value joined.
 */
const semBloco = (html: string) =>
  html
    .replace(/<script type="application\/json" id="conteudo-do-site">.*?<\/script>/s, '')
    .replaceAll('<!-- -->', '');
/** The tags of an HTML fragment (text's `<` is written `&lt;`: every raw `<x` is an element). */
const tags = (html: string) => html.match(/<[a-z][^>]*>/gi) ?? [];
const blocoDe = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="conteudo-do-site">(.*?)<\/script>/s.exec(html)![1]!,
  ) as ConteudoDoSite;

describe.skipIf(usingPostgres())('drawn from the build’s content', () => {
  it('every public page, the login page and the pre-rendered portal screens are their pre-rendered page, byte for byte', async () => {
    const { desenharPagina, CONTEUDO_DA_BUILD } = await ssr();
    for (const url of [...PUBLIC_PAGES, '/login', ...PORTAL_PRE_DESENHADAS]) {
      const html = fs.readFileSync(path.join(WEB_DIR, url, 'index.html'), 'utf8');
      const modelo = cortarModelo(html)!;
      const p = (await desenharPagina(url, CONTEUDO_DA_BUILD))!;
      expect(modelo.antes + p.cabeca + modelo.meio + p.corpo + modelo.depois, url).toBe(
        html.replace(BLOCO_DA_BUILD, ''),
      );
      // and the build's data block holds the facts the pre-render drew
      expect(blocoDe(html), url).toEqual({ empresa: CONTEUDO_DA_BUILD.empresa });
    }
  });

  it('the gallery and the photo grids hold for 0, 1 and 40 items', async () => {
    const { desenharPagina, CONTEUDO_DA_BUILD } = await ssr();
    const foto = CONTEUDO_DA_BUILD.galeria!.find((i) => i.secao === 'sobre' && i.tipo === 'foto')!;
    const n = (secao: ItemDaGaleria['secao'], grupo: ItemDaGaleria['grupo'], k: number) =>
      Array.from({ length: k }, (_, i) => ({
        ...foto,
        id: 1000 + i,
        secao,
        grupo,
        titulo: `Foto ${i + 1}`,
      }));
    for (const k of [0, 1, 40]) {
      const galeria = [
        ...n('sobre', null, k),
        ...n('atividades', 'pecuaria', k),
        ...n('atividades', 'agricultura', k),
      ];
      const c = { ...CONTEUDO_DA_BUILD, galeria };
      const sobre = (await desenharPagina('/about', c))!.corpo;
      const atividades = (await desenharPagina('/activities', c))!.corpo;
      expect(sobre.match(/aria-roledescription="slide"/g) ?? [], `${k}`).toHaveLength(k);
      expect(sobre.includes('Em breve, novas fotos e vídeos'), `${k}`).toBe(k === 0);
      // the carousel moves only items the screen cannot show at once
      expect(sobre.includes('Próximo slide'), `${k}`).toBe(k > 4);
      expect(atividades.match(/class="photo-grid__link"/g) ?? [], `${k}`).toHaveLength(2 * k);
    }
  });
});

describe('the pages show the database’s content', () => {
  it('a change of the facts is in the HTML of every page at once, and in the app shell', async () => {
    const atual = (await t.app.inject({ url: '/api/conteudo/empresa', headers: rh.auth })).json();
    const { phoneHref: _, ...corpo } = atual as Record<string, unknown>;
    expect(
      (await api('PUT', '/api/conteudo/empresa', { ...corpo, phone: '(34) 99876-5432' }))
        .statusCode,
    ).toBe(200);
    for (const url of [
      '/',
      '/about',
      '/activities',
      '/contact',
      '/privacidade',
      '/login',
      '/noticias',
      '/trabalhe-conosco',
      ...PORTAL_PRE_DESENHADAS,
    ]) {
      const r = await pagina(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['set-cookie'], url).toBeUndefined();
      expect(semBloco(r.body), url).toContain('(34) 99876-5432');
      expect(semBloco(r.body), url).toContain('href="tel:+5534998765432"');
    }
    // a portal screen drawn in the browser from the app shell: in its data block
    expect(blocoDe((await pagina('/auditoria')).body).empresa.phone).toBe('(34) 99876-5432');
  });

  it('a hidden photo leaves the About page', async () => {
    const lista = (
      await t.app.inject({ url: '/api/conteudo/galeria', headers: rh.auth })
    ).json() as ItemDaGaleria[];
    const item = lista.find((i) => i.secao === 'sobre' && i.tipo === 'foto')!;
    expect(semBloco((await pagina('/about')).body)).toContain(item.texto_alternativo);
    await api('PATCH', `/api/conteudo/galeria/${item.id}`, { visivel: false });
    expect(semBloco((await pagina('/about')).body)).not.toContain(item.texto_alternativo);
    await api('PATCH', `/api/conteudo/galeria/${item.id}`, { visivel: true });
    expect(semBloco((await pagina('/about')).body)).toContain(item.texto_alternativo);
  });

  it('news: a draft answers 404 and is not listed; published it is a page with its schema.org data; unpublished, 404 again', async () => {
    const r = await api('POST', '/api/conteudo/noticias', {
      titulo: 'Dia de campo do milho safrinha',
      resumo: 'Produtores da região conheceram os híbridos.',
      corpo: '## Programação\n\nVisita aos talhões e **almoço**.',
      rascunho: true,
    });
    const { id, slug } = r.json() as { id: number; slug: string };
    expect((await pagina(`/noticias/${slug}`)).statusCode).toBe(404);
    expect((await pagina('/noticias')).body).not.toContain(slug);

    await api('PATCH', `/api/conteudo/noticias/${id}`, { rascunho: false });
    const aberta = await pagina(`/noticias/${slug}`);
    expect(aberta.statusCode).toBe(200);
    expect(aberta.headers['set-cookie']).toBeUndefined();
    const html = semBloco(aberta.body);
    expect(html).toContain('<title>Dia de campo do milho safrinha | ');
    expect(html).toContain('<h2>Programação</h2>');
    expect(html).toContain('<strong>almoço</strong>');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(aberta.body)![1]!;
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Dia de campo do milho safrinha',
    });
    expect(semBloco((await pagina('/noticias')).body)).toContain(`href="/noticias/${slug}"`);

    await api('PATCH', `/api/conteudo/noticias/${id}`, { rascunho: true });
    expect((await pagina(`/noticias/${slug}`)).statusCode).toBe(404);
    expect((await pagina('/noticias')).body).not.toContain(slug);
    expect((await pagina('/noticias/_modelo')).statusCode).toBe(404);
    expect((await pagina('/noticias/nao-existe')).statusCode).toBe(404);
  });

  it('a <script>, an event handler or a javascript: link in a body never reaches the page', async () => {
    const r = await api('POST', '/api/conteudo/noticias', {
      titulo: 'Notícia com armadilhas',
      resumo: 'Resumo <img src=x onerror=alert(1)>',
      corpo: [
        '<script>alert("corpo")</script>',
        '<img src=x onerror=alert(2)>',
        '[clique](javascript:alert(3))',
        '<a href="javascript:alert(4)">a</a>',
        '[ok](https://exemplo.com.br)',
      ].join('\n\n'),
      rascunho: false,
    });
    const { slug } = r.json() as { slug: string };
    const res = await pagina(`/noticias/${slug}`);
    expect(res.statusCode).toBe(200);
    const corpo = /<div class="noticia__corpo">(.*?)<\/div>/s.exec(res.body)![1]!;
    expect(corpo).toContain('href="https://exemplo.com.br"');
    // the text is kept, as text
    expect(corpo).toContain('&lt;script&gt;alert("corpo")&lt;/script&gt;');
    // an element's own attributes, not the text of their values
    const nomes = (tag: string) => tag.replace(/"[^"]*"/g, '""');
    for (const tag of tags(corpo)) {
      expect(tag).not.toMatch(/^<(script|img|iframe|style)/i);
      expect(nomes(tag)).not.toMatch(/\son\w+=/i);
      expect(tag).not.toMatch(/(href|src)="\s*javascript:/i);
    }
    for (const tag of tags(semBloco(res.body))) {
      expect(nomes(tag)).not.toMatch(/\son\w+=/i);
      expect(tag).not.toMatch(/(href|src)="\s*javascript:/i);
    }
    expect(semBloco(res.body)).not.toContain('<script>alert');
    // the data block carries the same sanitised body, and nothing in it can close the block
    expect(blocoDe(res.body).noticia!.html).toBe(corpo);
    const bloco = /id="conteudo-do-site">(.*?)<\/script>/s.exec(res.body)![1]!;
    expect(bloco).not.toMatch(/[<>]/);
  });

  it('/noticias goes by pages of 12, and a page that does not exist answers 404', async () => {
    const antes = blocoDe((await pagina('/noticias')).body).paginaDasNoticias!;
    for (let i = 0; i < NOTICIAS_POR_PAGINA + 1; i++) {
      await api('POST', '/api/conteudo/noticias', {
        titulo: `Boletim da safra ${i}`,
        resumo: 'Boletim.',
        corpo: 'Texto.',
        rascunho: false,
      });
    }
    const primeira = blocoDe((await pagina('/noticias')).body);
    expect(primeira.noticias).toHaveLength(NOTICIAS_POR_PAGINA);
    expect(primeira.noticias![0]!.titulo).toBe(`Boletim da safra ${NOTICIAS_POR_PAGINA}`);
    const total = primeira.paginaDasNoticias!.total;
    expect(total).toBeGreaterThan(antes.total);
    const ultima = await pagina(`/noticias?pagina=${total}`);
    expect(ultima.statusCode).toBe(200);
    expect(semBloco(ultima.body)).toContain(`Página ${total} de ${total}`);
    for (const q of [`${total + 1}`, '0', 'abc']) {
      expect((await pagina(`/noticias?pagina=${q}`)).statusCode, q).toBe(404);
    }
  });

  it('/trabalhe-conosco lists the public openings with their JobPosting, never a closed one', async () => {
    const vaga = (titulo: string, aberta: boolean, encerra_em: string) =>
      api('POST', '/api/conteudo/vagas', {
        titulo,
        local: 'Fazenda Santa Marta, Araguari (MG)',
        tipo: 'safra',
        descricao: 'Operar a colhedora na safra.',
        requisitos: 'CNH categoria C.',
        aberta,
        encerra_em,
      });
    await vaga('Operador de colhedora', true, '2099-01-31');
    await vaga('Tratorista (encerrada)', false, '2099-01-31');
    await vaga('Apontador (vencida)', true, '2020-01-31');
    const r = await pagina('/trabalhe-conosco');
    const html = semBloco(r.body);
    expect(html).toContain('Operador de colhedora');
    expect(html).toContain('Inscrições até 31 de janeiro de 2099');
    expect(html).not.toContain('Tratorista (encerrada)');
    expect(html).not.toContain('Apontador (vencida)');
    const ld = [...r.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; title: string; validThrough: string },
    );
    expect(ld).toEqual([
      expect.objectContaining({
        '@type': 'JobPosting',
        title: 'Operador de colhedora',
        validThrough: '2099-01-31',
      }),
    ]);
  });
});
