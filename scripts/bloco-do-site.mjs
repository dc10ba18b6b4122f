// After `react-router build`: every page the build wrote (the pre-rendered ones and the portal's
// app shell) gets the site's content data block with the company's facts of content/site.json,
// as the server writes one, with the facts in the database, into every page it serves. The
// browser reads the facts only from there (web/content/conteudo-do-site.tsx): a page kept by the
// installed app for offline use has them too (docs/decisions/076-conteudo-do-site.md).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const { company } = JSON.parse(fs.readFileSync('content/site.json', 'utf8'));

/** JSON that no `<` can end early inside a `<script>` (as common/dados-estruturados.ts). */
const seguro = (dados) =>
  JSON.stringify(dados)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const bloco = `<script type="application/json" id="conteudo-do-site">${seguro({ empresa: company })}</script>`;

const paginas = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'assets' ? [] : paginas(p);
    return e.name.endsWith('.html') ? [p] : [];
  });

let escritas = 0;
for (const arquivo of paginas(root)) {
  const html = fs.readFileSync(arquivo, 'utf8');
  if (html.includes('id="conteudo-do-site"')) continue;
  if (!html.includes('</head>')) throw new Error(`${arquivo}: sem </head>`);
  fs.writeFileSync(arquivo, html.replace('</head>', `${bloco}</head>`));
  escritas += 1;
}
console.log(`conteúdo do site em ${escritas} páginas`);
