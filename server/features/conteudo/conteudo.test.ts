/**
 * "Conteúdo do Site" (docs/product/conteudo.md): who may edit, what each field accepts, photos
 * without their metadata, news drafts and their Markdown, openings, all audited by id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ALT_OBRIGATORIO } from '../../../common/schemas/conteudo.js';
import { apagarArquivosOrfaos } from '../../core/arquivos-orfaos.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import { realPdf, realPng } from '../../test/file-fixtures.js';
import { formularioMultipart } from '../../test/multipart.js';

let t: TestApp;
let admin: BuiltUser;
let rh: BuiltUser;
let colaborador: BuiltUser;
let compliance: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  admin = await buildUser(t, { role: 'admin' });
  rh = await buildUser(t, { role: 'rh' });
  colaborador = await buildUser(t, { role: 'colaborador' });
  compliance = await buildUser(t, { role: 'compliance' });
});
afterAll(() => t.close());

/** A phone's photo: a JPEG carrying its camera, owner and GPS position. */
const fotoDoCelular = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3f7f4f' } })
    .jpeg()
    .withExif({
      IFD0: {
        Make: 'Celular X',
        Model: 'Modelo 9',
        Artist: 'Fulano de Tal',
        Software: 'Camera 1.0',
      },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '18/1 55/1 0/1' },
    })
    .toBuffer();

const empresaValida = {
  name: 'ISM Agropecuária',
  legalName: 'ISM Agropecuária Ltda.',
  tagline: 'Tradição e inovação no campo mineiro.',
  address: {
    street: 'Rodovia MG-223, km 12',
    district: 'Zona Rural',
    city: 'Araguari',
    state: 'MG',
    postalCode: '38440-000',
  },
  phone: '(34) 3242-1000',
  email: 'contato@exemplo.com.br',
  recruitingEmail: 'rh@exemplo.com.br',
  openingHours: 'Segunda a sexta, das 07:30 às 18:00',
  social: {
    linkedin: 'https://www.linkedin.com/company/exemplo',
    whatsapp: 'https://wa.me/553432421000',
    instagram: 'https://www.instagram.com/exemplo',
  },
  map: {
    embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=-48.3,-18.7,-48.1,-18.5',
    linkUrl: 'https://www.openstreetmap.org/#map=12/-18.6/-48.2',
  },
};

/** A multipart body with the caller's token beside its content type. */
const comAuth = (quem: BuiltUser, form: ReturnType<typeof formularioMultipart>) => ({
  payload: form.payload,
  headers: { ...form.headers, ...quem.auth },
});

async function auditadas(acao: string) {
  return t.db.selectFrom('audit_log').selectAll().where('acao', '=', acao).execute();
}

describe('gates', () => {
  const rotas: [string, string][] = [
    ['GET', '/api/conteudo/empresa'],
    ['PUT', '/api/conteudo/empresa'],
    ['GET', '/api/conteudo/galeria'],
    ['POST', '/api/conteudo/galeria'],
    ['PATCH', '/api/conteudo/galeria/1'],
    ['DELETE', '/api/conteudo/galeria/1'],
    ['POST', '/api/conteudo/imagens'],
    ['POST', '/api/conteudo/previa'],
    ['GET', '/api/conteudo/noticias'],
    ['POST', '/api/conteudo/noticias'],
    ['PATCH', '/api/conteudo/noticias/1'],
    ['DELETE', '/api/conteudo/noticias/1'],
    ['GET', '/api/conteudo/vagas'],
    ['POST', '/api/conteudo/vagas'],
    ['PATCH', '/api/conteudo/vagas/1'],
    ['DELETE', '/api/conteudo/vagas/1'],
    ['GET', '/api/admin/candidaturas'],
  ];
  it.each(rotas)(
    '%s %s: 401 without a token, 403 for colaborador and compliance',
    async (method, url) => {
      const sem = await t.app.inject({ method: method as 'GET', url, payload: {} });
      expect(sem.statusCode).toBe(401);
      for (const quem of [colaborador, compliance]) {
        const r = await t.app.inject({
          method: method as 'GET',
          url,
          headers: quem.auth,
          payload: {},
        });
        expect(r.statusCode).toBe(403);
        expect(r.json().error).toEqual(expect.any(String));
      }
    },
  );
});

describe('company facts', () => {
  it('start as content/site.json says, in the shape PUT takes', async () => {
    const r = await t.app.inject({ url: '/api/conteudo/empresa', headers: rh.auth });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual(t.app.ctx.content.company);
  });

  it.each([
    [{ email: 'não-é-email' }, /e-mail válido/],
    [{ phone: '12345' }, /telefone brasileiro/],
    [{ phone: '(34) 8888-77776' }, /telefone brasileiro/],
    [{ social: { ...empresaValida.social, instagram: 'http://instagram.com/x' } }, /https:\/\//],
    [{ social: { ...empresaValida.social, linkedin: 'javascript:alert(1)' } }, /https:\/\//],
    [{ address: { ...empresaValida.address, state: 'Minas' } }, /UF/],
    [{ name: '   ' }, /obrigatório/],
  ])('refuses a bad field with a Portuguese 400: %j', async (mudanca, msg) => {
    const antes = await t.app.inject({ url: '/api/conteudo/empresa', headers: admin.auth });
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/conteudo/empresa',
      headers: admin.auth,
      payload: { ...empresaValida, ...mudanca },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(msg);
    const depois = await t.app.inject({ url: '/api/conteudo/empresa', headers: admin.auth });
    expect(depois.json()).toEqual(antes.json());
  });

  it('saves whole, makes the phone link, and audits the change', async () => {
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/conteudo/empresa',
      headers: rh.auth,
      payload: empresaValida,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().phoneHref).toBe('tel:+553432421000');
    const lida = await t.app.inject({ url: '/api/conteudo/empresa', headers: admin.auth });
    expect(lida.json()).toMatchObject({ ...empresaValida, phoneHref: 'tel:+553432421000' });
    const [entrada] = await auditadas('conteudo_empresa');
    expect(entrada?.login).toBe(rh.user.login);
  });
});

describe('gallery', () => {
  it('starts with the build’s own photos: 15 in About, 6 and 6 in Activities', async () => {
    const r = await t.app.inject({ url: '/api/conteudo/galeria', headers: admin.auth });
    const itens = r.json() as { secao: string; grupo: string | null; tipo: string }[];
    expect(itens.filter((i) => i.secao === 'sobre')).toHaveLength(15);
    expect(itens.filter((i) => i.grupo === 'pecuaria')).toHaveLength(6);
    expect(itens.filter((i) => i.grupo === 'agricultura')).toHaveLength(6);
    expect(itens.filter((i) => i.tipo === 'video')).toHaveLength(2);
  });

  it.each(['', '   '])(
    'refuses a photo without alternative text (%j), storing nothing',
    async (alt) => {
      const antes = await t.db.selectFrom('arquivos_armazenados').select('nome').execute();
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/conteudo/galeria',
        ...comAuth(
          admin,
          formularioMultipart({ secao: 'sobre', titulo: 'Colheita', texto_alternativo: alt }, [
            { field: 'arquivo', name: 'IMG_20261126_024512.jpg', body: await fotoDoCelular() },
          ]),
        ),
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe(ALT_OBRIGATORIO);
      const sem = await t.app.inject({
        method: 'POST',
        url: '/api/conteudo/galeria',
        ...comAuth(
          admin,
          formularioMultipart({ secao: 'sobre', titulo: 'Colheita' }, [
            { field: 'arquivo', name: 'a.jpg', body: await fotoDoCelular() },
          ]),
        ),
      });
      expect(sem.statusCode).toBe(400);
      expect(await t.db.selectFrom('arquivos_armazenados').select('nome').execute()).toHaveLength(
        antes.length,
      );
    },
  );

  it('refuses what is not a photo by its bytes, whatever its name', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/galeria',
      ...comAuth(
        admin,
        formularioMultipart({ secao: 'sobre', titulo: 'x', texto_alternativo: 'x' }, [
          { field: 'arquivo', name: 'foto.jpg', body: realPdf() },
        ]),
      ),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/foto/);
  });

  it('re-encodes a photo into sizes without metadata, keeps no file name, audits, serves it publicly', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/galeria',
      ...comAuth(
        rh,
        formularioMultipart(
          {
            secao: 'atividades',
            grupo: 'agricultura',
            titulo: 'Plantio',
            texto_alternativo: 'Plantadeira na palhada',
          },
          [
            {
              field: 'arquivo',
              name: 'IMG_20261126_024512.jpg',
              body: await fotoDoCelular(900, 600),
            },
          ],
        ),
      ),
    });
    expect(r.statusCode).toBe(201);
    const { id } = r.json() as { id: number };
    const lista = (await t.app.inject({ url: '/api/conteudo/galeria', headers: rh.auth })).json();
    const item = lista.find((i: { id: number }) => i.id === id);
    expect(item).toMatchObject({
      secao: 'atividades',
      grupo: 'agricultura',
      tipo: 'foto',
      ordem: 7,
      visivel: true,
      imagem: { tipo: 'enviada', width: 800, height: 533 },
    });
    // two sizes up to the photo's own width (400, 800), each in AVIF and WebP
    expect(item.imagem.webp.split(', ')).toHaveLength(2);
    expect(item.imagem.avif).toMatch(
      /^\/midia\/[a-f0-9]{32}\.avif 400w, \/midia\/[a-f0-9]{32}\.avif 800w$/,
    );
    expect(
      JSON.stringify(await t.db.selectFrom('site_galeria').selectAll().execute()),
    ).not.toContain('IMG_2026');
    for (const url of [item.imagem.src, item.imagem.grande, item.imagem.avif.split(' ')[0]]) {
      const m = await t.app.inject({ url });
      expect(m.statusCode).toBe(200);
      expect(m.headers['cache-control']).toContain('immutable');
      const meta = await sharp(m.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(m.rawPayload.includes(Buffer.from('Fulano'))).toBe(false);
      expect(m.rawPayload.includes(Buffer.from('Celular X'))).toBe(false);
    }
    const [entrada] = await auditadas('conteudo_galeria_criada');
    expect(entrada?.detalhes).toContain(`#${id}`);
    // a day later, the orphan sweep leaves the site's files alone
    await apagarArquivosOrfaos(t.db, Date.now() + 2 * 24 * 3600_000);
    expect((await t.app.inject({ url: item.imagem.src })).statusCode).toBe(200);
  });

  it('hides, captions and orders an item; refuses a blank alternative text; removes it with its files', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/galeria',
      ...comAuth(
        admin,
        formularioMultipart(
          { secao: 'sobre', titulo: 'Curral novo', texto_alternativo: 'Curral de madeira' },
          [{ field: 'arquivo', name: 'a.png', body: await realPng(500, 300) }],
        ),
      ),
    });
    const { id } = r.json();
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/conteudo/galeria/${id}`,
        headers: admin.auth,
        payload,
      });
    expect((await patch({ visivel: false, ordem: 0, titulo: 'Curral reformado' })).statusCode).toBe(
      200,
    );
    const blank = await patch({ texto_alternativo: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(ALT_OBRIGATORIO);
    const item = (await t.app.inject({ url: '/api/conteudo/galeria', headers: admin.auth }))
      .json()
      .find((i: { id: number }) => i.id === id);
    expect(item).toMatchObject({
      visivel: false,
      ordem: 0,
      titulo: 'Curral reformado',
      texto_alternativo: 'Curral de madeira',
    });
    expect((await patch({})).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/conteudo/galeria/999999',
          headers: admin.auth,
          payload: { visivel: true },
        })
      ).statusCode,
    ).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/conteudo/galeria/${id}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: item.imagem.src })).statusCode).toBe(404);
  });

  it('a video needs an MP4 by its bytes and a poster', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/galeria',
      ...comAuth(
        admin,
        formularioMultipart(
          { secao: 'sobre', titulo: 'Vídeo', texto_alternativo: 'Vídeo do pasto' },
          [
            { field: 'arquivo', name: 'video.mp4', body: await realPng() },
            { field: 'poster', name: 'poster.png', body: await realPng(400, 300) },
          ],
        ),
      ),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/MP4/);
  });

  it('/midia serves only the site’s own files: never a chat file or a CV by its name', async () => {
    const nome = 'a'.repeat(32) + '.pdf';
    await t.db
      .insertInto('arquivos_armazenados')
      .values({
        nome,
        content_type: 'application/pdf',
        tamanho: 3,
        conteudo: Buffer.from('pdf'),
        criado_em: new Date().toISOString(),
      })
      .execute();
    expect((await t.app.inject({ url: `/midia/${nome}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/midia/..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('news', () => {
  const nova = (over: object = {}) => ({
    titulo: 'Começa a colheita da soja',
    resumo: 'A safra 2026/27 começou na fazenda.',
    corpo: '## Colheita\n\nCom **boa** produtividade.',
    rascunho: true,
    ...over,
  });

  it('a draft, then published; the slug comes from the title and stays unique', async () => {
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/noticias',
      headers: rh.auth,
      payload: nova(),
    });
    expect(a.statusCode).toBe(201);
    expect(a.json().slug).toBe('comeca-a-colheita-da-soja');
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/noticias',
      headers: rh.auth,
      payload: nova({ rascunho: false }),
    });
    expect(b.json().slug).toBe('comeca-a-colheita-da-soja-2');
    const lista = (
      await t.app.inject({ url: '/api/conteudo/noticias', headers: admin.auth })
    ).json();
    const rascunho = lista.find((n: { id: number }) => n.id === a.json().id);
    expect(rascunho).toMatchObject({ rascunho: true, publicada_em: null });
    const pub = await t.app.inject({
      method: 'PATCH',
      url: `/api/conteudo/noticias/${a.json().id}`,
      headers: rh.auth,
      payload: { rascunho: false },
    });
    expect(pub.statusCode).toBe(200);
    const despub = await t.app.inject({
      method: 'PATCH',
      url: `/api/conteudo/noticias/${a.json().id}`,
      headers: rh.auth,
      payload: { rascunho: true },
    });
    expect(despub.statusCode).toBe(200);
    expect(await auditadas('conteudo_noticia_publicada')).toHaveLength(2);
    expect(await auditadas('conteudo_noticia_despublicada')).toHaveLength(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/conteudo/noticias/${b.json().id}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/conteudo/noticias/${b.json().id}`,
          headers: admin.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a cover is sent first, then named with its alternative text (required)', async () => {
    const img = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/imagens',
      ...comAuth(
        rh,
        formularioMultipart({}, [
          { field: 'arquivo', name: 'IMG_1.jpg', body: await fotoDoCelular(1300, 700) },
        ]),
      ),
    });
    expect(img.statusCode).toBe(201);
    const capa = img.json().id;
    const sem = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/noticias',
      headers: rh.auth,
      payload: nova({ capa }),
    });
    expect(sem.statusCode).toBe(400);
    const inexistente = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/noticias',
      headers: rh.auth,
      payload: nova({ capa: 999999, capa_alt: 'x' }),
    });
    expect(inexistente.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/noticias',
      headers: rh.auth,
      payload: nova({ capa, capa_alt: 'Colheitadeira na soja' }),
    });
    expect(ok.statusCode).toBe(201);
    const lida = (await t.app.inject({ url: '/api/conteudo/noticias', headers: rh.auth }))
      .json()
      .find((n: { id: number }) => n.id === ok.json().id);
    expect(lida.capa_imagem).toMatchObject({ tipo: 'enviada', width: 1200 });
  });

  it('refuses unknown fields, a blank title and a body over the limit, in Portuguese', async () => {
    const antes = await t.db.selectFrom('site_noticias').selectAll().execute();
    for (const [payload, mensagem] of [
      [nova({ titulo: ' ' }), /./],
      [nova({ corpo: 'x'.repeat(50_001) }), /./],
      [nova({ rascunho: 'sim' }), /./],
      // the words zod writes itself are Portuguese too (server/lib/zod-em-portugues.ts)
      [{ ...nova(), html: '<b>' }, /^Chave inválida: "html"$/],
    ] as const) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/conteudo/noticias',
        headers: rh.auth,
        payload,
      });
      expect(r.statusCode).toBe(400);
      const erro = r.json().error as string;
      expect(erro).toMatch(mensagem);
      expect(erro).not.toMatch(/\b(Unrecognized|Invalid|expected|Too (big|small))\b/i);
    }
    expect(await t.db.selectFrom('site_noticias').selectAll().execute()).toEqual(antes);
  });

  it('the preview renders the body as the page will, without what could run', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/previa',
      headers: rh.auth,
      payload: { corpo: '## Oi\n\n<script>alert(1)</script> [x](javascript:alert(1))' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().html).toContain('<h2>Oi</h2>');
    expect(r.json().html).not.toMatch(/<script|href="javascript/);
  });
});

describe('job openings', () => {
  const vaga = (over: object = {}) => ({
    titulo: 'Operador de colhedora',
    local: 'Araguari (MG)',
    tipo: 'safra',
    descricao: 'Operar colhedora de grãos na safra de soja.',
    requisitos: 'CNH categoria C; experiência com máquinas agrícolas.',
    aberta: true,
    encerra_em: '2099-03-31',
    ...over,
  });

  it('opens, closes and tells whether the public sees it', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/vagas',
      headers: rh.auth,
      payload: vaga(),
    });
    expect(r.statusCode).toBe(201);
    const id = r.json().id;
    const passada = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/vagas',
      headers: rh.auth,
      payload: vaga({ encerra_em: '2020-01-01' }),
    });
    const lista = () =>
      t.app.inject({ url: '/api/conteudo/vagas', headers: admin.auth }).then((x) => x.json());
    expect((await lista()).find((v: { id: number }) => v.id === id).publica).toBe(true);
    expect((await lista()).find((v: { id: number }) => v.id === passada.json().id).publica).toBe(
      false,
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/conteudo/vagas/${id}`,
      headers: rh.auth,
      payload: { aberta: false },
    });
    expect((await lista()).find((v: { id: number }) => v.id === id)).toMatchObject({
      aberta: false,
      publica: false,
    });
    expect((await auditadas('conteudo_vaga_alterada')).at(-1)?.detalhes).toContain('fechada');
  });

  it.each([
    { encerra_em: '2026-02-30' },
    { encerra_em: '31/03/2099' },
    { tipo: 'freela' },
    { titulo: '' },
  ])('refuses %j', async (mudanca) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/conteudo/vagas',
      headers: rh.auth,
      payload: vaga(mudanca),
    });
    expect(r.statusCode).toBe(400);
  });
});
