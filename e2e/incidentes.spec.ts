/**
 * Security incidents (docs/product/incidentes.md): the admin records one from the portal, sees
 * the deadline to tell the ANPD, and notifies a colaborador, who sees the notice above every
 * portal screen until they dismiss it; the dismissal sticks. Nothing wider than the screen at 390
 * and 1280 px (screenshots with CAPTURAS=1); the screens are swept by axe at both widths in
 * e2e/gestao-a11y.spec.ts.
 */
import { cliqueDuplo } from './clique-duplo';
import { test, expect } from './fixtures';
import { gotoHydrated, observarPedidos } from './pages';
import { semTransbordarNasDuasLarguras } from './telas';
import { diaNoFuso } from './fuso';

/** Yesterday in the company's (and the browser's) time zone, as AAAA-MM-DD. */
const ontem = () => diaNoFuso(-1);

test('the admin records an incident and notifies a colaborador, who sees the notice and dismisses it', async ({
  browser,
  page,
  api,
  loginAs,
}) => {
  const ana = await api.createUser({ nome: `Ana Incidente ${Date.now()}` });
  const outro = await api.createUser();
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, api.admin);
  await gotoHydrated(page, '/portal');
  await page.getByRole('link', { name: /^Incidentes de Segurança/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Incidentes de Segurança' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Registrar incidente' }).click();

  const form = page.getByRole('form', { name: 'Registrar incidente' });
  const descricao = `Planilha de férias enviada ao fornecedor errado (${Date.now()})`;
  await form.getByLabel('Descrição (interna)').fill(descricao);
  await form.getByLabel('Quando ocorreu').fill(`${ontem()}T08:00`);
  await form.getByLabel('Quando a empresa tomou ciência').fill(`${ontem()}T10:30`);
  await form.getByLabel('Dados afetados').fill('Nome e período de férias');
  await form.getByLabel('Número estimado de titulares afetados').fill('12');
  await form.getByLabel('Medidas tomadas ou previstas').fill('Fornecedor apagou o arquivo');
  await semTransbordarNasDuasLarguras(page, 'incidentes-registrar');

  // a reload asks first, and loses nothing
  const pergunta = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.accept();
    }),
  );
  await page.reload();
  expect(await pergunta).toBe('beforeunload');
  await expect(form.getByLabel('Descrição (interna)')).toHaveValue(descricao);
  await expect(form.getByLabel('Quando ocorreu')).toHaveValue(`${ontem()}T08:00`);
  await expect(form.getByLabel('Número estimado de titulares afetados')).toHaveValue('12');
  // another screen of the portal asks too; "Cancelar" stays
  await page.getByRole('link', { name: '← Voltar ao Portal' }).click();
  const sair = page.getByRole('dialog', { name: 'Sair sem registrar?' });
  await expect(sair).toContainText('O rascunho fica guardado neste aparelho');
  await sair.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/incidentes\?novo=1$/);
  // so does a move within the screen (back to the register, `/incidentes`), keeping the form
  await page.goBack();
  await sair.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/incidentes\?novo=1$/);
  await expect(form.getByLabel('Descrição (interna)')).toHaveValue(descricao);

  // a double click registers one incident (web/lib/criacao-unica.ts)
  const registros = observarPedidos(
    page,
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/incidentes',
  );
  await cliqueDuplo(form.getByRole('button', { name: 'Registrar' }));

  const titulo = page.getByRole('heading', { level: 1, name: /^Incidente nº \d+$/ });
  await expect(titulo).toBeVisible();
  const id = Number((await titulo.textContent())!.replace(/\D/g, ''));
  // the second click's answer, had it written a row, is in
  await registros.respondidos();
  const registrados = (await api.send('GET', '/api/admin/incidentes')) as { descricao: string }[];
  expect(registrados.filter((i) => i.descricao === descricao)).toHaveLength(1);
  const prazo = page.locator('.incidentes__prazo');
  await expect(prazo).toContainText(/Até \d{2}\/\d{2}\/\d{4}/);
  await expect(prazo).toContainText(/Faltam \d dias úteis|Falta 1 dia útil|Vence hoje/);

  const comunicar = page.getByRole('region', { name: 'Comunicar as pessoas afetadas' });
  const texto = 'Sua planilha de férias foi enviada por engano a um fornecedor, que já a apagou.';
  await comunicar.getByLabel('Texto do comunicado').fill(texto);
  await comunicar.getByLabel('Buscar por nome ou login').fill(ana.user.nome);
  await comunicar.getByRole('checkbox', { name: new RegExp(ana.user.nome) }).check();
  await semTransbordarNasDuasLarguras(page, 'incidentes-detalhe');
  // a double click sends one notice: one banner for Ana to confirm
  const envios = observarPedidos(
    page,
    (r) => r.method() === 'POST' && /\/comunicados$/.test(new URL(r.url()).pathname),
  );
  await cliqueDuplo(comunicar.getByRole('button', { name: 'Enviar comunicado' }));
  await expect(comunicar.getByRole('status')).toHaveText('Comunicado enviado a 1 pessoa.');
  await envios.respondidos();
  expect(await api.send('GET', '/api/me/comunicados', undefined, ana.token)).toHaveLength(1);
  await expect(comunicar).toContainText('a 1 pessoa; 0 já confirmaram a leitura');

  await page.getByRole('link', { name: '← Todos os incidentes' }).click();
  await expect(page.getByRole('link', { name: `Incidente nº ${id}` })).toBeVisible();
  // the draft went with the registration: the next incident starts empty
  await page.getByRole('link', { name: 'Registrar incidente' }).click();
  await expect(form.getByLabel('Descrição (interna)')).toHaveValue('');
  await gotoHydrated(page, '/incidentes');
  await semTransbordarNasDuasLarguras(page, 'incidentes-lista');

  // the colaborador, on their own browser
  const contexto = await browser.newContext();
  const colab = await contexto.newPage();
  await loginAs(colab, ana);
  await colab.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(colab, '/portal');
  const avisos = colab.getByRole('region', { name: 'Comunicados da empresa' });
  const aviso = avisos.getByRole('article', { name: 'Comunicado sobre um incidente de segurança' });
  await expect(aviso).toContainText(texto);
  await semTransbordarNasDuasLarguras(colab, 'comunicado-colaborador');
  // on every portal screen, not only the home
  await gotoHydrated(colab, '/suporte');
  await expect(aviso).toBeVisible();
  await semTransbordarNasDuasLarguras(colab, 'comunicado-colaborador-suporte');
  // its button names what it acknowledges (the code of conduct's has its own name)
  await aviso
    .getByRole('button', {
      name: /^Li e estou ciente do comunicado “Comunicado sobre um incidente de segurança”, enviado em \d\d\/\d\d\/\d{4}, \d\d:\d\d$/,
    })
    .click();
  await expect(avisos).toHaveCount(0);
  await expect(colab.getByRole('heading', { level: 1 })).toBeFocused();
  await colab.reload();
  await expect(colab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(colab.getByRole('region', { name: 'Comunicados da empresa' })).toHaveCount(0);
  await contexto.close();

  // someone not chosen never had it; the admin sees the reading confirmed
  expect(await api.send('GET', '/api/me/comunicados', undefined, outro.token)).toEqual([]);
  await page.reload();
  await page.getByRole('link', { name: `Incidente nº ${id}` }).click();
  await expect(page.getByRole('region', { name: 'Comunicar as pessoas afetadas' })).toContainText(
    'a 1 pessoa; 1 já confirmou a leitura',
  );
});

test('the admin records the ANPD communication; a colaborador cannot open the screen', async ({
  page,
  api,
  loginAs,
}) => {
  const colaborador = await api.createUser();
  const criado = await api.send('POST', '/api/admin/incidentes', {
    descricao: 'Teste de comunicação à ANPD',
    // known two days ago, so yesterday 16:00 (the communication below) is after it at any hour
    ocorrido_em: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ciencia_em: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    dados_afetados: 'E-mail',
    titulares_estimados: 1,
    medidas: 'Nenhuma',
  });
  const id = (criado as { id: number }).id;
  await loginAs(page, api.admin);
  await gotoHydrated(page, `/incidentes?id=${id}`);
  const anpd = page.getByRole('form', { name: 'Comunicação à ANPD' });
  await expect(anpd).toContainText('Ainda não registrada.');
  await anpd.getByLabel('Data e hora da comunicação').fill(`${ontem()}T16:00`);
  await anpd.getByRole('button', { name: 'Registrar comunicação à ANPD' }).click();
  await expect(anpd.getByRole('status')).toHaveText('Comunicação à ANPD registrada.');
  await expect(page.locator('.incidentes__prazo')).toContainText(/ANPD comunicada em/);

  // the server refuses the register to a colaborador
  const res = await page.request.get('/api/admin/incidentes', {
    headers: { authorization: `Bearer ${colaborador.token}` },
  });
  expect(res.status()).toBe(403);
});
