/**
 * A visitor's privacy request (docs/decisions/056-confirmacao-das-solicitacoes.md), on a server
 * of its own that sends e-mail to an SMTP server in this process: the public form on
 * /privacidade (with the characters left near the limit), the link in the e-mail that confirms
 * it, the queue that shows how identity was verified and says plainly that an answer did not
 * leave, and the visitor reading the answer with the protocol and the e-mail. (Those screens, in
 * these states, are swept by axe at both widths in e2e/privacidade-a11y.spec.ts; the receipt
 * that asks for the confirmation is checked here.)
 */
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { test, expect } from './fixtures';
import { expectNoAxeViolations, gotoHydrated, submitLogin } from './pages';
import { portaPropria, servidorNoRelogio, type ServidorNoRelogio } from './relogio';
import { semTransbordarNasDuasLarguras } from './telas';
import { uid, type E2EUser } from './api';
import { CONFIRMACAO_ERROS, CONSULTA_ERROS } from '../common/solicitacoes-privacidade';

test.describe.configure({ timeout: 150_000 });

let srv: ServidorNoRelogio | undefined;
let smtp: SMTPServer | undefined;
const recebidos: { para: string[]; dados: string }[] = [];
const fecharSmtp = () =>
  new Promise<void>((r) => {
    if (!smtp) return r();
    smtp.close(() => r());
    smtp = undefined;
  });
test.afterEach(async () => {
  await srv?.parar();
  srv = undefined;
  await fecharSmtp();
});

/** The e-mail's text, quoted-printable undone. */
const texto = (dados: string) =>
  Buffer.from(
    dados
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

async function emailPara(para: string): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const achado = recebidos.find((r) => r.para.includes(para));
    if (achado) return texto(achado.dados);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nenhum e-mail para ${para}`);
}

async function entrar(browser: Browser, base: string, u: Pick<E2EUser, 'login' | 'password'>) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto('/login');
  await submitLogin(page, u.login, u.password);
  await expect(page).toHaveURL(/\/portal$/);
  return page;
}

test('a visitor asks, confirms by the link in the e-mail, compliance answers, the visitor reads it with protocol and e-mail', async ({
  browser,
}) => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      let dados = '';
      stream.on('data', (c: Buffer) => (dados += c.toString('utf8')));
      stream.on('end', () => {
        recebidos.push({ para: session.envelope.rcptTo.map((r) => r.address), dados });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp!.listen(0, '127.0.0.1', r));
  const { port: portaSmtp } = smtp.server.address() as AddressInfo;
  const porta = portaPropria();
  const base = `http://127.0.0.1:${porta}`;
  srv = await servidorNoRelogio(new Date().toISOString(), porta, {
    SMTP_URL: `smtp://127.0.0.1:${portaSmtp}`,
    PUBLIC_URL: base,
  });
  const compliance = await srv.api.createUser({ role: 'compliance' });
  const email = `visitante.${uid()}@exemplo.com.br`;
  const pedido = 'Trabalhei aí até 2024. Quero saber que dados vocês guardam de mim.';

  // The visitor fills the public form; near the limit the characters left show.
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await gotoHydrated(page, '/privacidade');
  const form = page.getByRole('form', { name: 'Solicitação sem acesso ao portal' });
  await form.getByLabel('Nome').fill('Marta Lima');
  await form.getByLabel('E-mail para a resposta').fill(email);
  await form
    .getByLabel('O que você pede')
    .selectOption({ label: 'Confirmar se tratamos meus dados e ter acesso a eles' });
  const campo = form.getByLabel('Descreva o pedido');
  await campo.fill('x'.repeat(4_950));
  await expect(form.locator('#solicitacao-texto-contador')).toHaveText('4.950 / 5.000 caracteres');
  await expect(form.locator('[aria-live="polite"]')).toHaveText('Restam 100 caracteres.');
  await semTransbordarNasDuasLarguras(page, 'privacidade-contador');
  await campo.fill(pedido);
  await form.getByRole('button', { name: 'Enviar solicitação' }).click();
  const recibo = form.getByRole('status');
  await expect(recibo).toContainText(
    `Falta um passo: confirme o seu e-mail. Enviamos um link para ${email}`,
  );
  const protocolo = (await recibo.locator('.privacidade__protocolo').textContent())!.trim();
  expect(protocolo).toMatch(/^LGPD-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  // axe here: only a server that sends e-mail takes the form, so no sweep reaches this receipt
  // (the forms alone: the rest of the page is e2e/site-a11y.spec.ts's, at both widths)
  await expectNoAxeViolations(page, {
    where: '/privacidade (confirme o seu e-mail), 390 px',
    include: '.privacidade__form',
  });
  await semTransbordarNasDuasLarguras(page, 'privacidade-confirme-o-email');

  // Not in the queue, and nothing but the link goes to the address.
  const naFila = async () =>
    JSON.stringify(
      await srv!.api.send('GET', '/api/admin/solicitacoes', undefined, compliance.token),
    ).includes(protocolo);
  expect(await naFila()).toBe(false);
  const mensagem = await emailPara(email);
  expect(recebidos.filter((r) => r.para.includes(email))).toHaveLength(1);
  const link = new RegExp(`${base.replace(/[.:/]/g, '\\$&')}/privacidade#confirmar=[\\w-]+`).exec(
    mensagem,
  )![0];

  // The link confirms on the page, and leaves the address bar.
  await page.goto(link);
  const confirmacao = page.locator('.privacidade__confirmacao');
  await expect(confirmacao.getByRole('status')).toContainText(
    `E-mail confirmado. A solicitação ${protocolo} foi recebida e será respondida até`,
  );
  expect(page.url()).not.toContain('confirmar=');
  await semTransbordarNasDuasLarguras(page, 'privacidade-email-confirmado');
  expect(await naFila()).toBe(true);
  // a second click is told the link was used
  await page.goto('/');
  await page.goto(link);
  await expect(confirmacao.getByRole('alert')).toHaveText(CONFIRMACAO_ERROS.usado);

  // Compliance sees how identity was verified; the answer cannot leave (the SMTP server is gone).
  await fecharSmtp();
  const staff = await entrar(browser, base, compliance);
  await staff.goto('/solicitacoes-de-privacidade');
  const item = staff.getByRole('listitem').filter({ hasText: protocolo });
  await expect(item).toContainText('Identidade: e-mail confirmado pelo link');
  await item.getByLabel('Resposta ao titular').fill('Guardamos só o seu nome e este e-mail.');
  await item.getByRole('button', { name: 'Concluir com a resposta' }).click();
  await expect(item).toContainText('Concluída');
  await expect(item).toContainText('Resposta ainda não entregue');
  await expect(staff.getByRole('status').filter({ hasText: 'em aberto' })).not.toHaveText(
    'Nenhuma solicitação em aberto.',
  );
  await semTransbordarNasDuasLarguras(staff, 'fila-resposta-nao-entregue');

  // The visitor reads it with protocol and e-mail; a wrong e-mail gets the same refusal as a
  // wrong protocol.
  await gotoHydrated(page, '/privacidade');
  const consulta = page.getByRole('form', { name: 'Acompanhar uma solicitação' });
  await consulta.getByLabel('Protocolo').fill(protocolo);
  await consulta.getByLabel('E-mail da solicitação').fill(`outro.${email}`);
  await consulta.getByRole('button', { name: 'Consultar' }).click();
  await expect(consulta.getByRole('alert')).toHaveText(CONSULTA_ERROS.naoEncontrada);
  await consulta.getByLabel('Protocolo').fill('LGPD-2222-3333-4444');
  await consulta.getByLabel('E-mail da solicitação').fill(email);
  await consulta.getByRole('button', { name: 'Consultar' }).click();
  await expect(consulta.getByRole('alert')).toHaveText(CONSULTA_ERROS.naoEncontrada);
  await consulta.getByLabel('Protocolo').fill(protocolo);
  await consulta.getByRole('button', { name: 'Consultar' }).click();
  const resultado = consulta.getByRole('status');
  await expect(resultado).toContainText('Concluída');
  await expect(resultado).toContainText('Guardamos só o seu nome e este e-mail.');
  await semTransbordarNasDuasLarguras(page, 'privacidade-consulta');

  // Read: now the duty is met.
  await staff.reload();
  await expect(item).toContainText('O titular leu a resposta no Aviso de privacidade.');
  await ctx.close();
  await staff.context().close();
});
