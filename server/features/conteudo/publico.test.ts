/**
 * What the public reads of the content (docs/product/conteudo.md): the sitemap and the news feed
 * follow a publish at once, a draft is never in them, and another instance on the same database
 * sees a publish within 10 s (docs/decisions/076-conteudo-do-site.md) — its cache, already full,
 * emptied by the change feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPosting, jsonLdSeguro, newsArticle } from '../../../common/dados-estruturados.js';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import { conteudoPublico } from './publico.js';

let a: TestApp;
let b: TestApp;
let rh: BuiltUser;

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
  await a.app.ready();
  await b.app.ready();
  rh = await buildUser(a, { role: 'rh' });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const criar = (titulo: string, rascunho: boolean) =>
  a.app.inject({
    method: 'POST',
    url: '/api/conteudo/noticias',
    headers: rh.auth,
    payload: { titulo, resumo: `Resumo de ${titulo}`, corpo: 'Texto.', rascunho },
  });
const publicar = (id: number, rascunho: boolean) =>
  a.app.inject({
    method: 'PATCH',
    url: `/api/conteudo/noticias/${id}`,
    headers: rh.auth,
    payload: { rascunho },
  });
const texto = async (app: TestApp, url: string) => (await app.app.inject({ url })).body;

describe('sitemap and feed', () => {
  it('a draft is in neither; published it is in both; unpublished it leaves both', async () => {
    const r = await criar('Dia de campo da soja', true);
    const { id, slug } = r.json() as { id: number; slug: string };
    const sitemap = await a.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.headers['set-cookie']).toBeUndefined();
    for (const p of ['/about', '/activities', '/contact', '/noticias', '/trabalhe-conosco']) {
      expect(sitemap.body).toContain(`${p}</loc>`);
    }
    expect(sitemap.body).not.toContain(slug);
    expect(await texto(a, '/noticias/feed.xml')).not.toContain(slug);

    await publicar(id, false);
    expect(await texto(a, '/sitemap.xml')).toContain(`/noticias/${slug}</loc>`);
    const feed = await a.app.inject({ url: '/noticias/feed.xml' });
    expect(feed.headers['content-type']).toMatch(/rss\+xml/);
    expect(feed.body).toContain(`<title>Dia de campo da soja</title>`);
    expect(feed.body).toMatch(/<rss version="2.0"/);

    await publicar(id, true);
    expect(await texto(a, '/sitemap.xml')).not.toContain(slug);
    expect(await texto(a, '/noticias/feed.xml')).not.toContain(slug);
  });

  it('a title with markup is text in the feed, never markup', async () => {
    await criar('<script>alert(1)</script> & "aspas"', false);
    const feed = await texto(a, '/noticias/feed.xml');
    expect(feed).not.toContain('<script>');
    expect(feed).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;aspas&quot;');
  });
});

describe('the public content', () => {
  it('holds only visible items, published news and public openings', async () => {
    const g = (await a.app.inject({ url: '/api/conteudo/galeria', headers: rh.auth })).json();
    await a.app.inject({
      method: 'PATCH',
      url: `/api/conteudo/galeria/${g[0].id}`,
      headers: rh.auth,
      payload: { visivel: false },
    });
    const vaga = (aberta: boolean, encerra_em: string) =>
      a.app.inject({
        method: 'POST',
        url: '/api/conteudo/vagas',
        headers: rh.auth,
        payload: {
          titulo: `Vaga ${aberta} ${encerra_em}`,
          local: 'Araguari',
          tipo: 'efetivo',
          descricao: 'd',
          requisitos: 'r',
          aberta,
          encerra_em,
        },
      });
    const aberta = (await vaga(true, '2099-01-01')).json().id;
    const fechada = (await vaga(false, '2099-01-01')).json().id;
    const vencida = (await vaga(true, '2020-01-01')).json().id;
    const c = await conteudoPublico(a.app.ctx);
    expect(c.galeria.map((i) => i.id)).not.toContain(g[0].id);
    expect(c.galeria).toHaveLength(g.length - 1);
    expect(c.noticias.every((n) => !n.rascunho)).toBe(true);
    expect(c.vagas.map((v) => v.id)).toContain(aberta);
    expect(c.vagas.map((v) => v.id)).not.toContain(fechada);
    expect(c.vagas.map((v) => v.id)).not.toContain(vencida);
  });
});

describe('two instances on one database', () => {
  it('a publish on one is in the other’s feed within 10 s, its cache already full', async () => {
    const r = await criar('Leilão de bezerros', true);
    const { id, slug } = r.json() as { id: number; slug: string };
    // b has read (and kept) the content without the article: a second read is the same object
    expect(await texto(b, '/noticias/feed.xml')).not.toContain(slug);
    expect(await conteudoPublico(b.app.ctx)).toBe(await conteudoPublico(b.app.ctx));
    const publicado = await publicar(id, false);
    expect(publicado.statusCode).toBe(200);
    const inicio = Date.now();
    let visto = false;
    while (Date.now() - inicio < 10_000) {
      if ((await texto(b, '/noticias/feed.xml')).includes(slug)) {
        visto = true;
        break;
      }
      await new Promise((ok) => setTimeout(ok, 50));
    }
    expect(visto).toBe(true);
    // and unpublished, it leaves the other's sitemap too
    await publicar(id, true);
    const inicio2 = Date.now();
    let saiu = false;
    while (Date.now() - inicio2 < 10_000) {
      if (!(await texto(b, '/sitemap.xml')).includes(slug)) {
        saiu = true;
        break;
      }
      await new Promise((ok) => setTimeout(ok, 50));
    }
    expect(saiu).toBe(true);
  });
});

describe('structured data', () => {
  it('JobPosting carries validThrough = encerra_em; NewsArticle its dates; no < escapes the block', async () => {
    const { id: vagaId } = (
      await a.app.inject({
        method: 'POST',
        url: '/api/conteudo/vagas',
        headers: rh.auth,
        payload: {
          titulo: 'Operador de colhedora',
          local: 'Araguari',
          tipo: 'safra',
          descricao: 'd',
          requisitos: 'r',
          aberta: true,
          encerra_em: '2099-06-30',
        },
      })
    ).json() as { id: number };
    expect((await criar('<script>x</script> na safra', false)).statusCode).toBe(201);
    const c = await conteudoPublico(a.app.ctx);
    const vaga = c.vagas.find((v) => v.id === vagaId)!;
    const job = jobPosting(vaga, c.empresa, 'https://exemplo.com.br');
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      validThrough: vaga.encerra_em,
      hiringOrganization: { name: c.empresa.name },
    });
    const noticia = c.noticias.find((n) => n.titulo === '<script>x</script> na safra')!;
    const art = newsArticle(noticia, c.empresa, 'https://exemplo.com.br');
    expect(art).toMatchObject({ '@type': 'NewsArticle', datePublished: noticia.publicada_em });
    const bloco = jsonLdSeguro(art);
    expect(bloco).not.toMatch(/<|>/);
    expect(JSON.parse(bloco).headline).toBe(noticia.titulo);
  });
});
