/**
 * The sitemap and the news feed (RSS 2.0), drawn from the public content as it is now
 * (./publico.ts): a publish is in both at the next request on every instance, a draft never.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { derivado, type ConteudoPublico } from './publico.js';

/** The public pages every visitor reaches (the spec's, the privacy notice, news and openings). */
const PAGINAS_FIXAS: readonly [string, string][] = [
  ['/', '1.0'],
  ['/about', '0.8'],
  ['/activities', '0.8'],
  ['/contact', '0.8'],
  ['/noticias', '0.7'],
  ['/trabalhe-conosco', '0.7'],
  ['/privacidade', '0.3'],
];

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // characters XML 1.0 cannot carry
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/** The site's own address: PUBLIC_URL when set, else the one the request came by. */
/** The site's address, as links outside the site (sitemap, feed, schema.org) write it. */
export function baseDoSite(app: FastifyInstance, req: FastifyRequest): string {
  return app.ctx.config.email?.publicUrl ?? `${req.protocol}://${req.host}`;
}

export function sitemap(c: ConteudoPublico, base: string): string {
  const urls = [
    ...PAGINAS_FIXAS.map(([p, prioridade]) => ({ loc: `${base}${p}`, prioridade, em: null })),
    ...c.noticias.map((n) => ({
      loc: `${base}/noticias/${n.slug}`,
      prioridade: '0.6',
      em: n.atualizado_em,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) =>
        `  <url><loc>${xml(u.loc)}</loc>${u.em ? `<lastmod>${xml(u.em)}</lastmod>` : ''}<priority>${u.prioridade}</priority></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export function feedDeNoticias(c: ConteudoPublico, base: string): string {
  const itens = c.noticias.slice(0, 50).map((n) => {
    const link = `${base}/noticias/${n.slug}`;
    return [
      '    <item>',
      `      <title>${xml(n.titulo)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${new Date(n.publicada_em ?? n.criado_em).toUTCString()}</pubDate>`,
      `      <description>${xml(n.resumo)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(`Notícias — ${c.empresa.name}`)}</title>`,
    `    <link>${xml(`${base}/noticias`)}</link>`,
    `    <atom:link href="${xml(`${base}/noticias/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xml(c.empresa.tagline)}</description>`,
    '    <language>pt-BR</language>',
    ...itens,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export default async function feedRoutes(fastify: FastifyInstance) {
  const app = fastify;
  app.get('/sitemap.xml', async (req, reply) => {
    const base = baseDoSite(app, req);
    const corpo = await derivado(app.ctx, `sitemap ${base}`, (c) => sitemap(c, base));
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(corpo);
  });
  app.get('/noticias/feed.xml', async (req, reply) => {
    const base = baseDoSite(app, req);
    const corpo = await derivado(app.ctx, `feed ${base}`, (c) => feedDeNoticias(c, base));
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(corpo);
  });
}
