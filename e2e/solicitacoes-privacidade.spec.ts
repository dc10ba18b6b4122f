/**
 * Privacy requests (docs/product/privacidade.md, "Solicitações"): a colaborador asks in Meus
 * Dados (with the characters left near the limit), compliance answers from its queue, the
 * colaborador reads the answer; without e-mail delivery the public form says to write to the
 * encarregado. The colaborador on a phone, the staff at a desk: nothing wider than the screen on
 * every screen, the final ones checked at the other width too, axe included. (A visitor's
 * request, confirmed by the link in its e-mail: e2e/solicitacoes-visitante.spec.ts.) Every screen
 * here, in the states the flows bring it to, is swept by axe at both widths in
 * e2e/privacidade-a11y.spec.ts.
 */
import type { Page } from '@playwright/test';
import { test, expect, type E2EUser } from './fixtures';
import { gotoHydrated } from './pages';
import { uid } from './api';
import { runSql } from './db';
import { CELULAR, COMPUTADOR, capturar, semTransbordar, verificarOutraLargura } from './telas';

const atrasadaConta = (page: Page, marca: string) =>
  page.getByRole('listitem').filter({ hasText: `Portabilidade ${marca}` });

test('a colaborador asks in Meus Dados, compliance answers, the colaborador reads it', async ({
  page,
  api,
  loginAs,
}) => {
  const marca = uid();
  const texto = `Meu sobrenome está escrito errado no portal (${marca}).`;
  const resposta = `Corrigimos o seu sobrenome (${marca}).`;
  const u = await api.createUser();
  const compliance = await api.createUser({ role: 'compliance' });

  await page.setViewportSize(CELULAR);
  await loginAs(page, u);
  await page.goto('/meus-dados');
  const secao = page.getByRole('region', { name: 'Solicitações sobre seus dados' });
  await expect(secao.getByText('Você ainda não fez nenhuma solicitação.')).toBeVisible();
  // the form says what is missing, in Portuguese, next to the field
  await secao.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(secao.getByText('Escolha o tipo de solicitação.')).toBeVisible();
  await expect(secao.getByLabel('O que você pede')).toBeFocused();
  await secao
    .getByLabel('O que você pede')
    .selectOption({ label: 'Corrigir dados incompletos, inexatos ou desatualizados' });
  // near the limit the characters left show, and screen readers hear it once
  const campo = secao.getByLabel('Descreva o pedido');
  await campo.fill('x'.repeat(4_600));
  await expect(secao.locator('#minha-solicitacao-texto-contador')).toHaveText(
    '4.600 / 5.000 caracteres',
  );
  await expect(secao.locator('[aria-live="polite"]')).toHaveText('Restam 500 caracteres.');
  await campo.fill(texto);
  await expect(secao.locator('#minha-solicitacao-texto-contador')).toBeHidden();
  await secao.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(secao.getByRole('status')).toContainText('Solicitação enviada. Responderemos até');
  const item = secao.getByRole('listitem').filter({ hasText: marca });
  await expect(item).toContainText(
    'Corrigir dados incompletos, inexatos ou desatualizados — Recebida',
  );
  await semTransbordar(page, 'meus-dados-solicitacao-colaborador');
  await capturar(page, 'meus-dados-solicitacao-colaborador');

  // compliance, on its own computer, opens the queue from the portal
  const ctx = await page.context().browser()!.newContext({ viewport: COMPUTADOR });
  const staff = await ctx.newPage();
  await loginAs(staff, compliance);
  await staff.goto('/portal');
  await staff.getByRole('link', { name: /^Solicitações de Privacidade/ }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: 'Solicitações de Privacidade' }),
  ).toBeVisible();
  const pedido = staff.getByRole('listitem').filter({ hasText: marca });
  await expect(pedido).toContainText(u.login);
  await expect(pedido).toContainText('Recebida');
  await pedido.getByRole('button', { name: 'Marcar em análise' }).click();
  await expect(pedido).toContainText('Em análise');
  // concluding without the answer is refused, with the reason beside the field
  await pedido.getByRole('button', { name: 'Concluir com a resposta' }).click();
  await expect(pedido.getByRole('alert')).toHaveText(
    'Escreva a resposta ao titular para concluir ou recusar a solicitação.',
  );
  await semTransbordar(staff, 'fila-compliance');
  await capturar(staff, 'fila-compliance');
  await pedido.getByLabel('Resposta ao titular').fill(resposta);
  await pedido.getByRole('button', { name: 'Concluir com a resposta' }).click();
  await expect(pedido).toContainText('Concluída');
  await expect(pedido).toContainText(resposta);
  await expect(pedido.getByRole('button')).toHaveCount(0);
  await ctx.close();

  await page.reload();
  await expect(item).toContainText('— Concluída');
  await expect(item).toContainText(resposta);
  await semTransbordar(page, 'meus-dados-resposta-colaborador');
  await capturar(page, 'meus-dados-resposta-colaborador');
  await verificarOutraLargura(page, 'meus-dados-resposta-colaborador');
});

test('admin sees both kinds of request in one queue, a late one first and marked', async ({
  page,
  api,
  loginAs,
}) => {
  const u: E2EUser = await api.createUser();
  const marca = uid();
  const { id } = await api.send(
    'POST',
    '/api/me/solicitacoes',
    { tipo: 'portabilidade', texto: `Portabilidade ${marca}` },
    u.token,
  );
  // a visitor's confirmed request (this server sends no e-mail, so none can be made through
  // the form here: the confirmation flow has its own server, e2e/solicitacoes-visitante.spec.ts)
  const agora = new Date().toISOString();
  await runSql(
    `insert into solicitacoes_privacidade (protocolo, nome, email, tipo, texto, status,
        criado_em, prazo, atualizado_em, confirmada_em) values (?, ?, ?, ?, ?, 'recebida', ?, ?, ?, ?)`,
    [
      `LGPD-${marca.slice(-4).toUpperCase().padStart(4, 'A')}-AAAA-AAAA`,
      `Visitante ${marca}`,
      `v${marca}@exemplo.com.br`,
      'compartilhamento',
      `Com quem vocês compartilham? ${marca}`,
      agora,
      new Date(Date.now() + 15 * 86_400_000).toISOString(),
      agora,
      agora,
    ],
  );
  // the account's request was due 16 days ago (the server reads late against its own clock)
  await runSql('update solicitacoes_privacidade set criado_em = ?, prazo = ? where id = ?', [
    new Date(Date.now() - 31 * 86_400_000).toISOString(),
    new Date(Date.now() - 16 * 86_400_000).toISOString(),
    id,
  ]);
  await page.setViewportSize(COMPUTADOR);
  await loginAs(page, api.admin);
  await page.goto('/solicitacoes-de-privacidade');
  const visitante = page.getByRole('listitem').filter({ hasText: `Visitante ${marca}` });
  await expect(visitante).toContainText('sem conta, protocolo LGPD-');
  await expect(visitante).toContainText('Identidade: e-mail confirmado pelo link');
  await expect(atrasadaConta(page, marca)).toContainText('Identidade: acesso ao portal');
  const atrasada = page.getByRole('listitem').filter({ hasText: `Portabilidade ${marca}` });
  await expect(atrasada).toContainText(u.login);
  await expect(atrasada).toContainText('Atrasada');
  await expect(visitante).not.toContainText('Atrasada');
  const itens = await page.getByRole('listitem').allTextContents();
  const posicao = (t: string) => itens.findIndex((i) => i.includes(t));
  expect(posicao(`Portabilidade ${marca}`)).toBeLessThan(posicao(`Visitante ${marca}`));
  await semTransbordar(page, 'fila-admin');
  await capturar(page, 'fila-admin');
  await verificarOutraLargura(page, 'fila-admin');
});

for (const role of ['colaborador', 'rh'] as const) {
  test(`${role}: no tile for the queue, the screen sends to the login page told why, the API refuses`, async ({
    page,
    api,
    loginAs,
  }) => {
    const u = await api.createUser({ role });
    await loginAs(page, u);
    await page.goto('/portal');
    await expect(page.getByRole('link', { name: /^Meus Dados/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Solicitações de Privacidade/ })).toHaveCount(0);
    await page.goto('/solicitacoes-de-privacidade');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'não tem acesso' })).toBeVisible();
    const res = await api.request('GET', '/api/admin/solicitacoes', { token: u.token });
    expect(res.status).toBe(403);
  });
}

test('without e-mail delivery the public form says to write to the encarregado, and keeps what was typed', async ({
  page,
}) => {
  await gotoHydrated(page, '/privacidade');
  const form = page.getByRole('form', { name: 'Solicitação sem acesso ao portal' });
  await form.getByLabel('Nome').fill('Ex-colaborador de Teste');
  await form.getByLabel('E-mail para a resposta').fill('ex.colaborador@exemplo.com.br');
  await form
    .getByLabel('O que você pede')
    .selectOption({ label: 'Eliminar dados tratados com meu consentimento' });
  await form.getByLabel('Descreva o pedido').fill('Trabalhei até 2024. Quero meus dados apagados.');
  await form.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Este portal não está configurado para enviar e-mails, e sem confirmar o seu e-mail não podemos receber a solicitação por aqui. Escreva ao encarregado, pelo e-mail indicado neste aviso.',
  );
  await expect(form.getByLabel('Descreva o pedido')).toHaveValue(
    'Trabalhei até 2024. Quero meus dados apagados.',
  );
});
