/**
 * The Código de Conduta's and the trainings' screens at phone and desktop widths, each checked by
 * axe once per width (and nothing wider than the screen), in the states the flows bring them to
 * (conduta.spec.ts, treinamentos.spec.ts): the management screen before any version with a
 * preview typed, and with a version in force, its adherence opened and the next version's draft
 * typed; compliance's trainings with one just registered (its code shown) and a training a person
 * typed the code of; the colaborador's code pending for the first time, just acknowledged, and
 * pending again with what changed and a notice beside it; their trainings never done and em dia,
 * and the portal's notice of a training due. An admin's management and training screens are the
 * same screens as compliance's; the PGR table is swept with the Ouvidoria's indicators
 * (denuncias-a11y.spec.ts).
 *
 * A server of its own for the file (./relogio.ts, at the current time): a version published on
 * the shared server would lead every other spec's users to the code. The file's first test sees
 * it before any version is published; the others publish what they need.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, type E2EUser } from './fixtures';
import { abaNoServidor, servidorDoArquivo, type ServidorNoRelogio } from './relogio';
import { CELULAR, COMPUTADOR, verificarNasDuasLarguras } from './telas';
import { diaNoFuso } from './fuso';
import {
  RESUMO_DA_VERSAO_2,
  TEXTO_DA_VERSAO_2,
  TEXTO_DO_CODIGO,
  TITULO_DO_CODIGO,
} from './conduta';

const servidor = servidorDoArquivo();

/** A tab of `u`'s own on the file's server, at `viewport`. */
async function abaDe(
  browser: Browser,
  srv: ServidorNoRelogio,
  u: E2EUser,
  viewport: typeof CELULAR,
  loginAs: (page: Page, user: E2EUser) => Promise<void>,
): Promise<Page> {
  const page = await abaNoServidor(browser, srv, viewport);
  await loginAs(page, u);
  return page;
}

/** A new version of the code, published by the server's admin (a summary from version 2 on). */
async function publicar(srv: ServidorNoRelogio, texto = TEXTO_DO_CODIGO): Promise<{ id: number }> {
  return srv.api.send('POST', '/api/conduta/versoes', {
    titulo: TITULO_DO_CODIGO,
    texto,
    resumo: RESUMO_DA_VERSAO_2,
  });
}

const ciente = (srv: ServidorNoRelogio, versaoId: number, u: E2EUser) =>
  srv.api.send('POST', '/api/conduta/ciencia', { versao_id: versaoId }, u.token);

test('the management screen before any version, with a preview typed, at both widths', async ({
  browser,
  loginAs,
}) => {
  const srv = await servidor();
  const comp = await srv.api.createUser({ role: 'compliance', nome: 'Clara Conformidade' });
  const cp = await abaDe(browser, srv, comp, CELULAR, loginAs);
  await cp.goto('/gestao-conduta');
  await expect(
    cp.getByRole('heading', { level: 1, name: 'Gestão do Código de Conduta' }),
  ).toBeVisible();
  await expect(cp.getByText('Nenhuma versão foi publicada ainda.')).toBeVisible();
  await cp.getByLabel('Título').fill(TITULO_DO_CODIGO);
  await cp.getByLabel('Texto').fill(TEXTO_DO_CODIGO);
  const previa = cp.getByRole('region', { name: 'Pré-visualização' });
  await expect(previa.getByRole('heading', { name: 'Assédio' })).toBeVisible();
  await verificarNasDuasLarguras(cp, '/gestao-conduta (nenhuma versão, prévia)');
  await cp.context().close();
});

test(`compliance's management and training screens have no axe violations at either width`, async ({
  browser,
  loginAs,
}) => {
  // Three screens, each checked by axe, on a server of its own: more than the default.
  test.slow();
  const srv = await servidor();
  const comp = await srv.api.createUser({ role: 'compliance', nome: 'Clara Conformidade' });
  const colab = await srv.api.createUser();
  // a version in force that both acknowledged: the adherence lists them
  const versao = await publicar(srv);
  for (const u of [comp, colab]) await ciente(srv, versao.id, u);
  const cp = await abaDe(browser, srv, comp, COMPUTADOR, loginAs);

  // a training just registered: its code shown above the list and everyone's situation
  await cp.goto('/treinamentos');
  await expect(cp.getByRole('heading', { level: 1, name: 'Treinamentos' })).toBeVisible();
  const titulo = `Prevenção ao assédio ${colab.login}`;
  await cp.getByLabel('Título').fill(titulo);
  await cp.getByLabel('Carga horária (minutos)').fill('90');
  await cp.getByRole('button', { name: 'Cadastrar treinamento' }).click();
  const aviso = cp.getByRole('status').filter({ hasText: 'Treinamento cadastrado' });
  await expect(aviso).toBeVisible();
  await expect(cp.getByRole('link', { name: titulo })).toBeVisible();
  await expect(cp.getByRole('row').filter({ hasText: colab.nome })).toBeVisible();
  await expect(cp.getByText(/^Carregando/)).toHaveCount(0);
  await verificarNasDuasLarguras(cp, '/treinamentos (treinamento cadastrado)');

  // the training, with a person who typed its code
  const codigo = ((await aviso.locator('strong').textContent()) ?? '').replace(/\s/g, '');
  await srv.api.send('POST', '/api/treinamentos/presenca', { codigo }, colab.token);
  await cp.getByRole('link', { name: titulo }).click();
  await expect(cp.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(cp.getByRole('row').filter({ hasText: colab.nome })).toContainText(
    'Digitou o código',
  );
  await expect(cp.getByText(/^Carregando/)).toHaveCount(0);
  await verificarNasDuasLarguras(cp, '/treinamentos/:id (com presença)');

  // the management screen: the adherence, who acknowledged opened, the next version typed
  await cp.goto('/gestao-conduta');
  await expect(
    cp.getByRole('heading', { level: 1, name: 'Gestão do Código de Conduta' }),
  ).toBeVisible();
  const adesao = cp.getByRole('region', { name: 'Adesão' });
  await adesao.getByText(/^Cientes \(2\)/).click();
  await expect(adesao.getByText(colab.nome)).toBeVisible();
  await expect(cp.getByLabel('Texto')).toHaveValue(TEXTO_DO_CODIGO);
  await cp.getByLabel('Texto').fill(TEXTO_DA_VERSAO_2);
  await cp.getByLabel('O que mudou nesta versão').fill(RESUMO_DA_VERSAO_2);
  const previa = cp.getByRole('region', { name: 'Pré-visualização' });
  await expect(previa.getByRole('heading', { name: 'WhatsApp' })).toBeVisible();
  await verificarNasDuasLarguras(cp, '/gestao-conduta (adesão, próxima versão)');
  // the tab is closed, not left: the draft's question before leaving never comes up
  await cp.context().close();
});

test(`the colaborador's code and training screens have no axe violations at either width`, async ({
  browser,
  loginAs,
}) => {
  // Six screens, each checked by axe, on a server of its own: more than the default.
  test.slow();
  const srv = await servidor();
  const colab = await srv.api.createUser({ nome: 'Caio Colheita' });
  await publicar(srv);
  const p = await abaDe(browser, srv, colab, CELULAR, loginAs);

  // the code, pending for the first time, its whole fingerprint opened
  await p.goto('/codigo-de-conduta');
  await expect(p.getByRole('heading', { level: 1 })).toHaveText(TITULO_DO_CODIGO);
  await expect(p.getByRole('note', { name: 'Por que estou aqui' })).toContainText(
    'Antes de continuar, leia o Código de Conduta.',
  );
  await p.getByText('Impressão digital:').click();
  await expect(p.locator('.conduta-impressao__completa')).toHaveText(/^[0-9a-f]{64}$/);
  await verificarNasDuasLarguras(p, '/codigo-de-conduta (pendente)');

  // just acknowledged: the way on has the focus
  await p.getByRole('button', { name: /^Li e estou ciente do Código de Conduta, versão/ }).click();
  await expect(p.getByRole('status')).toHaveText(/^Você declarou ciência desta versão em /);
  await expect(p.getByRole('link', { name: 'Continuar' })).toBeFocused();
  await verificarNasDuasLarguras(p, '/codigo-de-conduta (ciente)');

  // a new version and a notice of an incident: led to the code, told what changed
  await publicar(srv, TEXTO_DA_VERSAO_2);
  await srv.api.comunicarIncidente(await srv.api.registrarIncidente(), [colab.user.id]);
  await p.goto('/links');
  await expect(p).toHaveURL(/\/codigo-de-conduta\?voltar=%2Flinks$/);
  const porque = p.getByRole('note', { name: 'Por que estou aqui' });
  await expect(porque).toContainText('Uma nova versão do Código de Conduta foi publicada.');
  await expect(porque.getByRole('listitem')).toContainText(RESUMO_DA_VERSAO_2);
  const doCodigo = p.getByRole('button', {
    name: /^Li e estou ciente do Código de Conduta, versão/,
  });
  const doComunicado = p.getByRole('button', {
    name: /^Li e estou ciente do comunicado “Comunicado sobre um incidente de segurança”/,
  });
  await expect(doCodigo).toBeVisible();
  await expect(doComunicado).toBeVisible();
  await verificarNasDuasLarguras(p, '/codigo-de-conduta (nova versão, com um comunicado)');
  await doCodigo.click();
  await doComunicado.click();
  await expect(p.getByRole('link', { name: 'Continuar' })).toBeVisible();
  await expect(doComunicado).toHaveCount(0);

  // their trainings: never done
  await p.goto('/meus-treinamentos');
  await expect(p.getByRole('heading', { level: 1, name: 'Meus Treinamentos' })).toBeVisible();
  await expect(p.getByText('Nunca fez')).toBeVisible();
  await verificarNasDuasLarguras(p, '/meus-treinamentos (nunca fez)');

  // held 350 days ago (Brazil time): due in about 15 days, the portal says so
  const anterior = (await srv.api.send('POST', '/api/treinamentos', {
    titulo: `Turma anterior ${colab.login}`,
    tema: 'assedio',
    data: diaNoFuso(-350),
    carga_horaria_min: 60,
    modalidade: 'online',
  })) as { id: number };
  await srv.api.send('POST', `/api/treinamentos/${anterior.id}/participantes`, {
    usuario_ids: [colab.id],
  });
  await p.goto('/portal');
  await expect(p.getByRole('heading', { level: 1 })).toContainText(colab.nome);
  const aviso = p.getByRole('region', { name: 'Treinamento obrigatório' });
  await expect(aviso).toContainText('Seu treinamento de prevenção ao assédio vence em');
  await verificarNasDuasLarguras(p, '/portal (treinamento a vencer)');

  // today's training, its code typed: em dia
  const { codigo_presenca: codigo } = (await srv.api.send('POST', '/api/treinamentos', {
    titulo: `Prevenção ao assédio ${colab.login}`,
    tema: 'assedio',
    data: diaNoFuso(),
    carga_horaria_min: 90,
    modalidade: 'presencial',
  })) as { codigo_presenca: string };
  await aviso.getByRole('link', { name: 'Ver meus treinamentos' }).click();
  await expect(p.getByText('A vencer', { exact: true })).toBeVisible();
  await p.getByLabel('Código do treinamento').fill(codigo);
  await p.getByRole('button', { name: 'Registrar presença' }).click();
  await expect(p.getByRole('status')).toHaveText(
    `Presença registrada em “Prevenção ao assédio ${colab.login}”.`,
  );
  await expect(p.getByText('Em dia', { exact: true })).toBeVisible();
  await verificarNasDuasLarguras(p, '/meus-treinamentos (em dia, presença registrada)');
  await p.context().close();
});
