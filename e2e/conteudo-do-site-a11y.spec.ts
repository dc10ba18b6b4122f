/**
 * "Conteúdo do Site" (docs/product/conteudo.md) at phone and desktop widths, each part checked by
 * axe once, in the states the flows bring it to (conteudo-do-site, conteudo-do-site-galeria,
 * candidaturas): the openings with one on the site and one closed; the applications narrowed to
 * the spontaneous ones; the news with a draft and a published one with its cover, that one open in
 * the editor with its text previewed; the Pecuária grid with a photo taken off the site; the
 * company's facts. Set up once through the API, as rh (admin's screen is the same: the portal's
 * header does not change with the role).
 *
 * A server of its own for the file (./relogio.ts, at the current time): what the sweep sets up
 * would show on the shared server's public site, whose pages other specs count (site.spec.ts), and
 * in the grid another flow counts (conteudo-do-site-galeria.spec.ts).
 */
import type { Page } from '@playwright/test';
import { apiConteudo } from '../common/paths-conteudo';
import { realPdf } from '../server/test/file-fixtures';
import { uid, type Upload } from './api';
import { test, expect, type Api, type E2EUser } from './fixtures';
import { fotoDePaisagem } from './fotos-de-revisao';
import { COMPUTADOR, verificarNasDuasLarguras } from './telas';
import { abaNoServidor, servidorDoArquivo } from './relogio';

const servidor = servidorDoArquivo();

/** A multipart form as the portal's (or the site's) form sends it: its fields, then its files. */
async function enviarFormulario(
  api: Api,
  path: string,
  campos: Record<string, string>,
  arquivos: Record<string, Upload>,
  token?: string,
): Promise<{ id: number }> {
  const form = new FormData();
  for (const [nome, valor] of Object.entries(campos)) form.append(nome, valor);
  for (const [nome, { name, mimeType, buffer }] of Object.entries(arquivos)) {
    form.append(nome, new Blob([new Uint8Array(buffer)], { type: mimeType }), name);
  }
  const res = await fetch(`${api.baseURL}${path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

interface Estado {
  rh: E2EUser;
  vagaNoSite: string;
  vagaFechada: string;
  espontanea: string;
  aUmaVaga: string;
  rascunho: string;
  publicada: string;
  foto: string;
}
let estado: Estado | undefined;

test.beforeAll(async () => {
  const { api } = await servidor();
  const tag = uid();
  const rh = await api.createUser({ role: 'rh' });
  const vaga = (titulo: string, aberta: boolean) =>
    api.send('POST', apiConteudo.conteudoVagas, {
      titulo,
      local: 'Fazenda Santa Marta, Araguari (MG)',
      tipo: 'safra',
      descricao: 'Operar colhedora de grãos na safra de soja.',
      requisitos: 'CNH categoria C e experiência com máquinas.',
      aberta,
      encerra_em: '2099-03-31',
    }) as Promise<{ id: number }>;
  const vagaNoSite = `Operador de colhedora ${tag}`;
  const vagaFechada = `Tratorista de safra ${tag}`;
  const noSite = await vaga(vagaNoSite, true);
  await vaga(vagaFechada, false);

  // one application to an opening, one spontaneous (the list is narrowed to these)
  const candidatar = (nome: string, email: string, campos: Record<string, string>) =>
    enviarFormulario(
      api,
      apiConteudo.candidaturas,
      {
        nome,
        email: `${email}.${tag}@exemplo.com.br`,
        telefone: '(34) 99876-5432',
        ciente_privacidade: 'true',
        ...campos,
      },
      { curriculo: { name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: realPdf() } },
    );
  const aUmaVaga = `Maria Aparecida ${tag}`;
  await candidatar(aUmaVaga, 'maria', {
    vaga_id: String(noSite.id),
    mensagem: 'Trabalhei três safras na colheita de soja.\nTenho CNH categoria C.',
  });
  const espontanea = `João Batista ${tag}`;
  await candidatar(espontanea, 'joao', { mensagem: '' });

  // a draft, and a published article with its cover
  const rascunho = `Dia de campo ${tag}`;
  await api.send('POST', apiConteudo.conteudoNoticias, {
    titulo: rascunho,
    resumo: 'Produtores da região visitaram a fazenda.',
    corpo: '## Programação\n\nVisita às lavouras **de soja**.',
    rascunho: true,
  });
  const capa = await api.request('POST', apiConteudo.conteudoImagens, {
    token: api.admin.token,
    upload: { name: 'capa.png', mimeType: 'image/png', buffer: await fotoDePaisagem() },
  });
  expect(capa.status, JSON.stringify(capa.body)).toBe(201);
  const publicada = `Colheita do café começa cedo ${tag}`;
  await api.send('POST', apiConteudo.conteudoNoticias, {
    titulo: publicada,
    resumo: 'A colheita começou na fazenda.',
    corpo: '## Primeiros talhões\n\nA colheita começou **bem** em Araguari.\n\n- Café\n- Soja',
    rascunho: false,
    capa: capa.body.id,
    capa_alt: 'Grãos de café maduros nos pés, ao sol da manhã',
  });

  // a Pecuária photo taken off the site
  const foto = `Bezerros na maternidade ${tag}`;
  const { id: idFoto } = await enviarFormulario(
    api,
    apiConteudo.conteudoGaleria,
    {
      secao: 'atividades',
      grupo: 'pecuaria',
      titulo: foto,
      texto_alternativo: 'Vacas Nelore com bezerros recém-nascidos no piquete da maternidade',
    },
    { arquivo: { name: 'IMG_2041.png', mimeType: 'image/png', buffer: await fotoDePaisagem() } },
    api.admin.token,
  );
  await api.send('PATCH', apiConteudo.conteudoItemGaleria(idFoto), { visivel: false });

  estado = {
    rh,
    vagaNoSite,
    vagaFechada,
    espontanea,
    aUmaVaga,
    rascunho,
    publicada,
    foto,
  };
});

/** The part chosen in the screen's bar, as a person taps it (no new page load); its region. */
async function parte(page: Page, nome: string, regiao = nome) {
  await page
    .getByRole('navigation', { name: 'Partes do site' })
    .getByRole('link', { name: nome })
    .click();
  return page.getByRole('region', { name: regiao });
}

test(`Conteúdo do Site's parts have no axe violations at either width`, async ({
  browser,
  loginAs,
}) => {
  // Five parts, each checked by axe: more than the default on a loaded 2-core machine.
  test.slow();
  const e = estado!;
  const page = await abaNoServidor(browser, await servidor(), COMPUTADOR);
  await loginAs(page, e.rh);
  await page.goto('/conteudo-do-site');
  await expect(page.getByRole('heading', { level: 1, name: 'Conteúdo do Site' })).toBeVisible();
  const verificar = async (onde: string) => {
    await expect(page.getByText(/^Carregando/)).toHaveCount(0);
    await verificarNasDuasLarguras(page, onde);
  };

  // the openings: one on the site, one closed
  const vagas = page.getByRole('region', { name: 'Vagas' });
  const vaga = (titulo: string) => vagas.getByRole('listitem').filter({ hasText: titulo });
  await expect(vaga(e.vagaNoSite).getByText('No site')).toBeVisible();
  await expect(vaga(e.vagaFechada).getByText('Fechada')).toBeVisible();
  await verificar('vagas');

  // the applications, narrowed to the spontaneous ones
  const candidaturas = await parte(page, 'Candidaturas', 'Candidaturas recebidas');
  await candidaturas.getByLabel('Vaga').selectOption({ label: 'Candidaturas espontâneas' });
  await expect(candidaturas.getByRole('heading', { name: e.espontanea })).toBeVisible();
  await expect(candidaturas.getByRole('heading', { name: e.aUmaVaga })).toHaveCount(0);
  await verificar('candidaturas espontâneas');

  // the news: a draft, a published one with its cover, open in the editor with its preview
  const noticias = await parte(page, 'Notícias');
  const noticia = (titulo: string) => noticias.getByRole('listitem').filter({ hasText: titulo });
  await expect(noticia(e.rascunho).getByText('Rascunho')).toBeVisible();
  await expect(noticia(e.publicada).locator('img')).toHaveAttribute('src', /^\/midia\//);
  await noticia(e.publicada).getByRole('button', { name: 'Editar' }).click();
  await expect(noticias.getByRole('heading', { name: 'Editar notícia' })).toBeFocused();
  await expect(noticias.getByLabel('Texto alternativo da capa')).toHaveValue(
    'Grãos de café maduros nos pés, ao sol da manhã',
  );
  await noticias.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Pré-visualização do texto' })
      .getByRole('heading', { name: 'Primeiros talhões' }),
  ).toBeVisible();
  await verificar('notícias, uma em edição');

  // the Pecuária grid, with a photo taken off the site
  const galeria = await parte(page, 'Galeria e fotos');
  await galeria.getByRole('radio', { name: /Pecuária/ }).check();
  const foto = galeria
    .getByRole('list', { name: /fotos de pecuária/ })
    .getByRole('listitem')
    .filter({ hasText: e.foto });
  await expect(foto.getByText('Fora do site')).toBeVisible();
  await expect(foto.locator('img')).toHaveAttribute('src', /^\/midia\//);
  await verificar('galeria e fotos, pecuária');

  // the company's facts
  const empresa = await parte(page, 'Dados da empresa');
  await expect(empresa.getByLabel('Telefone')).not.toHaveValue('');
  await verificar('dados da empresa');
  await page.context().close();
});
