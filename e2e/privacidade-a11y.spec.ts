/**
 * The privacy screens (docs/product/privacidade.md) at phone and desktop widths, each checked by
 * axe once per width, in the states the flows bring them to (docs/decisions/064-e2e-que-custa-o-
 * que-deve.md): /privacidade with a visitor's e-mail just confirmed and an answered request read
 * with protocol and e-mail; Meus Dados of a colaborador with a ticket, a file, an answered request
 * and one just sent, then with support's answer arriving (the toast and the badge); Meus Dados of
 * rh, whose work on others' tickets is counted; the requests' queue (one screen for compliance
 * and admin, here admin's) with a late request, a visitor's confirmed one, one in analysis refused
 * without its answer, an answered one and a visitor's answer not yet delivered. (The receipt that
 * asks a visitor to confirm needs a server that sends e-mail: e2e/solicitacoes-visitante.spec.ts
 * checks it.) Each screen is visited once and looked at in both widths
 * (the viewport changed on the same screen, as `verificarOutraLargura` does): the state is set up
 * once, through the API and the database as the flows' own setup does. The colaborador's and
 * visitor's screens in one test, the staff's in another.
 */
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { uid } from './api';
import { novoProtocolo } from '../server/features/solicitacoes-privacidade/protocolo';
import { runSql } from './db';
import { CELULAR, COMPUTADOR, verificarTela } from './telas';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const DIA_MS = 86_400_000;

/**
 * The screen as it is now, in the width it is at and then the other: nothing wider than the
 * viewport, and axe clean (on `include` alone when given: the parts a state adds to a screen whose
 * rest another check looks at in both widths).
 */
async function nasDuasLarguras(page: Page, onde: string, include?: string) {
  const larguras =
    page.viewportSize()!.width === CELULAR.width ? [CELULAR, COMPUTADOR] : [COMPUTADOR, CELULAR];
  for (const largura of larguras) {
    await page.setViewportSize(largura);
    await verificarTela(page, onde, { include });
  }
}

/**
 * A visitor's request written straight to the shared server's database (it sends no e-mail, so
 * none can be made through its form): confirmed and `status`, or waiting for the link whose
 * token hashes to `confirmacaoHash`; answered with `resposta` when given.
 */
async function pedidoDeVisitante(p: {
  protocolo: string;
  nome: string;
  email: string;
  texto: string;
  status: 'aguardando_confirmacao' | 'recebida' | 'concluida';
  resposta?: string;
  confirmacaoHash?: string;
}) {
  const agora = new Date().toISOString();
  const confirmada = p.status !== 'aguardando_confirmacao';
  await runSql(
    `insert into solicitacoes_privacidade (protocolo, nome, email, tipo, texto, status, resposta,
        criado_em, prazo, atualizado_em, respondida_em, confirmada_em, confirmacao_hash,
        confirmacao_expira_em) values (?, ?, ?, 'confirmacao_acesso', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      p.protocolo,
      p.nome,
      p.email,
      p.texto,
      p.status,
      p.resposta ?? null,
      agora,
      new Date(Date.now() + 15 * DIA_MS).toISOString(),
      agora,
      p.resposta ? agora : null,
      confirmada ? agora : null,
      p.confirmacaoHash ?? null,
      p.confirmacaoHash ? new Date(Date.now() + DIA_MS).toISOString() : null,
    ],
  );
}

test("the colaborador's and the visitor's privacy screens have no axe violations at 390 and 1280 px", async ({
  page,
  api,
  loginAs,
}) => {
  // Three screen states, each checked by axe at two widths: more than the default on a loaded
  // 2-core machine.
  test.slow();
  const marca = uid();
  // a visitor's request waiting for the link of its e-mail, and another answered
  const token = crypto.randomBytes(32).toString('base64url');
  const aConfirmar = novoProtocolo();
  await pedidoDeVisitante({
    protocolo: aConfirmar,
    nome: `Visitante ${marca}`,
    email: `a${marca}@exemplo.com.br`,
    texto: `Quero saber que dados vocês guardam (${marca}).`,
    status: 'aguardando_confirmacao',
    confirmacaoHash: crypto.createHash('sha256').update(token).digest('base64url'),
  });
  const respondido = novoProtocolo();
  const emailRespondido = `r${marca}@exemplo.com.br`;
  await pedidoDeVisitante({
    protocolo: respondido,
    nome: `Marta ${marca}`,
    email: emailRespondido,
    texto: `Trabalhei aí até 2024 (${marca}).`,
    status: 'concluida',
    resposta: `Guardamos só o seu nome e este e-mail (${marca}).`,
  });
  // a colaborador with a ticket and its file, and a request already answered
  const u = await api.createUser();
  const id = await api.openAtendimento(u);
  await api.sendMensagem(id, 'Minha impressora parou de imprimir', u);
  await api.sendArquivo(id, { name: 'etiqueta.png', mimeType: 'image/png', buffer: PNG }, u);
  const pedido = await api.send(
    'POST',
    '/api/me/solicitacoes',
    { tipo: 'portabilidade', texto: `Quero meus dados (${marca}).` },
    u.token,
  );
  await api.send('PATCH', `/api/admin/solicitacoes/${pedido.id}`, {
    status: 'concluida',
    resposta: `Seus dados seguem em anexo ao e-mail (${marca}).`,
  });
  await page.setViewportSize(CELULAR);

  // /privacidade: the link of the e-mail confirms; the answered request is read below it
  await page.goto(`/privacidade#confirmar=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  await expect(page.locator('.privacidade__confirmacao').getByRole('status')).toContainText(
    `E-mail confirmado. A solicitação ${aConfirmar} foi recebida`,
  );
  const consulta = page.getByRole('form', { name: 'Acompanhar uma solicitação' });
  await consulta.getByLabel('Protocolo').fill(respondido);
  await consulta.getByLabel('E-mail da solicitação').fill(emailRespondido);
  await consulta.getByRole('button', { name: 'Consultar' }).click();
  await expect(consulta.getByRole('status')).toContainText('Concluída');
  await expect(consulta.getByRole('status')).toContainText(`Guardamos só o seu nome`);
  // the rest of the page, as a visitor first sees it, is e2e/site-a11y.spec.ts's, at both widths
  await nasDuasLarguras(
    page,
    '/privacidade (e-mail confirmado, resposta consultada)',
    '.privacidade__confirmacao, #consulta',
  );

  // Meus Dados: the ticket and its file, the answered request, and one sent now
  await loginAs(page, u);
  const aoVivo = page.waitForResponse((r) => r.url().endsWith('/api/eventos') && r.ok());
  await page.goto('/meus-dados');
  await aoVivo;
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Dados' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Atendimento #${id} — aberto` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'etiqueta.png' })).toBeVisible();
  const secao = page.getByRole('region', { name: 'Solicitações sobre seus dados' });
  await expect(secao).toContainText(`Seus dados seguem em anexo ao e-mail (${marca}).`);
  await secao
    .getByLabel('O que você pede')
    .selectOption({ label: 'Corrigir dados incompletos, inexatos ou desatualizados' });
  await secao.getByLabel('Descreva o pedido').fill(`Meu sobrenome está errado (${marca}).`);
  await secao.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(secao.getByRole('status')).toContainText('Solicitação enviada. Responderemos até');
  await expect(secao.getByRole('listitem').filter({ hasText: 'sobrenome' })).toContainText(
    '— Recebida',
  );
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
  await nasDuasLarguras(page, 'meus-dados (colaborador)');

  // support answers while the colaborador is here: the toast and the badge (e2e/ao-vivo.spec.ts);
  // the toast closes by itself after 12 s, and is still there after both checks
  await api.sendMensagem(id, 'Seu acesso foi liberado.', api.admin);
  const aviso = page.getByRole('status').filter({ hasText: 'Resposta nova do Suporte' });
  await expect(aviso).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Navegação do portal' })
      .getByRole('link', { name: /1 resposta nova/ }),
  ).toBeVisible();
  // the rest of the screen was checked just above, at both widths
  await nasDuasLarguras(page, 'meus-dados com aviso de resposta', '.aviso-resposta, .portal-back');
  await expect(aviso).toBeVisible();
});

test("the staff's privacy screens have no axe violations at 1280 and 390 px", async ({
  page,
  browser,
  api,
  loginAs,
}) => {
  // Two screens, each checked by axe at two widths: more than the default on a loaded 2-core
  // machine.
  test.slow();
  const marca = uid();
  // rh answered a colaborador's ticket: counted in their Meus Dados, not shown
  const rh = await api.createUser({ role: 'rh' });
  const colaborador = await api.createUser();
  const ticket = await api.openAtendimento(colaborador);
  await api.sendMensagem(ticket, 'Texto do colaborador que não é do RH', colaborador);
  await api.sendMensagem(ticket, 'Resposta do RH', rh);

  // the queue: an account's request late, one in analysis, one answered ...
  const pede = async (tipo: string, texto: string) =>
    (await api.send('POST', '/api/me/solicitacoes', { tipo, texto }, colaborador.token))
      .id as number;
  const atrasada = await pede('portabilidade', `Portabilidade ${marca}`);
  await runSql('update solicitacoes_privacidade set criado_em = ?, prazo = ? where id = ?', [
    new Date(Date.now() - 31 * DIA_MS).toISOString(),
    new Date(Date.now() - 16 * DIA_MS).toISOString(),
    atrasada,
  ]);
  const emAnalise = await pede('correcao', `Correção ${marca}`);
  await api.send('PATCH', `/api/admin/solicitacoes/${emAnalise}`, { status: 'em_analise' });
  const respondida = await pede('eliminacao', `Eliminação ${marca}`);
  await api.send('PATCH', `/api/admin/solicitacoes/${respondida}`, {
    status: 'concluida',
    resposta: `Eliminamos o que não é obrigatório guardar (${marca}).`,
  });
  // ... a visitor's confirmed one, and a visitor's answer whose e-mail waits in the outbox
  // (this server sends none, so it stays there)
  await pedidoDeVisitante({
    protocolo: novoProtocolo(),
    nome: `Visitante ${marca}`,
    email: `v${marca}@exemplo.com.br`,
    texto: `Com quem vocês compartilham? ${marca}`,
    status: 'recebida',
  });
  const naoEntregue = novoProtocolo();
  await pedidoDeVisitante({
    protocolo: naoEntregue,
    nome: `Marta ${marca}`,
    email: `m${marca}@exemplo.com.br`,
    texto: `O que vocês guardam de mim? ${marca}`,
    status: 'concluida',
    resposta: 'Guardamos só o seu nome e este e-mail.',
  });
  const agora = new Date().toISOString();
  await runSql(
    `insert into avisos_email (tipo, solicitacao_id, assunto, texto, criado_em, proxima_tentativa_em)
      select 'resposta_solicitacao', id, ?, ?, ?, ? from solicitacoes_privacidade where protocolo = ?`,
    [
      `Resposta à sua solicitação sobre dados pessoais (${naoEntregue})`,
      'Guardamos só o seu nome e este e-mail.',
      agora,
      agora,
      naoEntregue,
    ],
  );
  await page.setViewportSize(COMPUTADOR);

  // the queue, with the answer to the one in analysis refused for lack of its text
  await loginAs(page, api.admin);
  await page.goto('/solicitacoes-de-privacidade');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitações de Privacidade' }),
  ).toBeVisible();
  const item = (texto: string) => page.getByRole('listitem').filter({ hasText: texto });
  await expect(item(`Portabilidade ${marca}`)).toContainText('Atrasada');
  await expect(item(`Com quem vocês compartilham? ${marca}`)).toContainText(
    'Identidade: e-mail confirmado pelo link',
  );
  await expect(item(`O que vocês guardam de mim? ${marca}`)).toContainText(
    'Resposta ainda não entregue',
  );
  await expect(item(`Eliminação ${marca}`)).toContainText('Concluída');
  const analise = item(`Correção ${marca}`);
  await expect(analise).toContainText('Em análise');
  await analise.getByRole('button', { name: 'Concluir com a resposta' }).click();
  await expect(analise.getByRole('alert')).toHaveText(
    'Escreva a resposta ao titular para concluir ou recusar a solicitação.',
  );
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
  await nasDuasLarguras(page, 'fila de solicitações');

  // rh's Meus Dados
  const ctx = await browser.newContext({ viewport: COMPUTADOR });
  const rhPage = await ctx.newPage();
  await loginAs(rhPage, rh);
  await rhPage.goto('/meus-dados');
  await expect(rhPage.getByRole('heading', { level: 1, name: 'Meus Dados' })).toBeVisible();
  const suporte = rhPage.getByRole('region', { name: 'Atendimentos do suporte' });
  await expect(suporte).toContainText('Você não abriu nenhum atendimento.');
  await expect(suporte).toContainText('1 mensagem escrita');
  await expect(rhPage.getByRole('region', { name: 'Sua conta' })).toContainText(
    'Verificação em duas etapasdesativada',
  );
  await expect(rhPage.getByText(/^Carregando/)).toHaveCount(0);
  await nasDuasLarguras(rhPage, 'meus-dados (rh)');
  await ctx.close();
});
