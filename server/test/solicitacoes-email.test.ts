/**
 * A visitor's request is confirmed and answered by e-mail (docs/product/privacidade.md,
 * "Solicitações"): through the one outbox and sender of every e-mail, to the address typed with
 * the request, read when sending. The address receives the confirmation link and nothing else
 * until the link is followed. An in-process SMTP server receives it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './app.js';
import { buildUser } from './factories.js';
import { carteiroDe } from '../features/avisos/routes.js';

const recebidos: { para: string[]; dados: string }[] = [];
const smtp = new SMTPServer({
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
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_FROM: 'Portal <portal@fazenda.test>',
      PUBLIC_URL: 'https://portal.fazenda.test/',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const texto = (dados: string) =>
  dados
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const decodificado = (dados: string) => Buffer.from(texto(dados), 'latin1').toString('utf8');

async function esperar(para: string) {
  for (let i = 0; i < 100; i++) {
    await carteiroDe(t.app.ctx)!.enviarPendentes(new Date());
    const achados = recebidos.filter((r) => r.para.includes(para));
    if (achados.length > 0) {
      await sleep(200);
      return recebidos.filter((r) => r.para.includes(para));
    }
    await sleep(50);
  }
  return [];
}

const visitante = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacidade/solicitacoes',
    payload: { nome: 'Marta Lima', email, tipo: 'eliminacao', texto: 'Apaguem meu cadastro.' },
  });
const confirmarPeloEmail = async (para: string) => {
  const [email] = await esperar(para);
  const link = /https:\/\/portal\.fazenda\.test\/privacidade#confirmar=([\w-]+)/.exec(
    texto(email!.dados),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/privacidade/solicitacoes/confirmar',
    payload: { token: link![1] },
  });
  expect(res.statusCode).toBe(200);
};
const idDo = async (protocolo: string) =>
  (
    await t.db
      .selectFrom('solicitacoes_privacidade')
      .select('id')
      .where('protocolo', '=', protocolo)
      .executeTakeFirstOrThrow()
  ).id;

describe('a request arriving, told to who answers it', () => {
  it('compliance and admin with an e-mail hear of it: its number, due date and a link; nothing of what or who', async () => {
    const adm = await buildUser(t, { role: 'admin', email: 'adm.lgpd@fazenda.test' });
    await buildUser(t, { role: 'rh', email: 'rh.lgpd@fazenda.test' });
    const autor = await buildUser(t, { nome: 'Joaquim Prado', email: 'joaquim@fazenda.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/solicitacoes',
      headers: autor.auth,
      payload: { tipo: 'correcao', texto: 'Minha data de admissão está errada.' },
    });
    expect(res.statusCode).toBe(201);
    const { id, prazo } = res.json<{ id: number; prazo: string }>();
    const emails = await esperar('adm.lgpd@fazenda.test');
    expect(emails).toHaveLength(1);
    const corpo = decodificado(emails[0]!.dados);
    expect(corpo).toContain(`chegou (#${id})`);
    expect(corpo).toContain(
      new Date(prazo).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
    );
    expect(corpo).toContain('https://portal.fazenda.test/solicitacoes-de-privacidade');
    expect(corpo).not.toMatch(/Joaquim|Prado|admissão|correção|corrigir/i);
    const destinos = recebidos.flatMap((r) => r.para);
    expect(destinos).not.toContain('rh.lgpd@fazenda.test');
    expect(destinos).not.toContain('joaquim@fazenda.test');
    expect(adm.user.id).toBeGreaterThan(0);
  });
});

describe('the answer to a visitor, by e-mail', () => {
  it('the address gets only the confirmation link until it is followed; then the answer, once', async () => {
    const c = await buildUser(t, { role: 'compliance', email: 'compliance@fazenda.test' });
    const { protocolo } = (await visitante('marta@exemplo.com.br')).json();
    const id = await idDo(protocolo);
    // unconfirmed: nobody can answer it, so nothing but the link goes to the address
    const cedo = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/solicitacoes/${id}`,
      headers: c.auth,
      payload: { status: 'concluida', resposta: 'Resposta a quem não confirmou.' },
    });
    expect(cedo.statusCode).toBe(409);
    const primeiros = await esperar('marta@exemplo.com.br');
    expect(primeiros).toHaveLength(1);
    expect(decodificado(primeiros[0]!.dados)).toContain('Para confirmar que o e-mail é seu');
    expect(decodificado(primeiros[0]!.dados)).not.toContain('Resposta a quem não confirmou');
    await confirmarPeloEmail('marta@exemplo.com.br');
    recebidos.length = 0;
    // em_analise tells nothing
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/solicitacoes/${id}`,
      headers: c.auth,
      payload: { status: 'em_analise' },
    });
    expect(
      await t.db
        .selectFrom('avisos_email')
        .select('id')
        .where('solicitacao_id', '=', id)
        .where('tipo', '!=', 'confirmacao_solicitacao')
        .execute(),
    ).toEqual([]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/solicitacoes/${id}`,
      headers: c.auth,
      payload: { status: 'concluida', resposta: 'Seu cadastro foi apagado em 26/11.' },
    });
    expect(res.statusCode).toBe(200);
    const emails = await esperar('marta@exemplo.com.br');
    expect(emails).toHaveLength(1);
    const corpo = decodificado(emails[0]!.dados);
    expect(corpo).toContain(protocolo);
    expect(corpo).toContain('Seu cadastro foi apagado em 26/11.');
    expect(corpo).toContain('concluída');
    // nobody else was told the answer or the protocol (staff only hear that a request arrived)
    const outros = recebidos.filter((r) => !r.para.includes('marta@exemplo.com.br'));
    for (const r of outros) {
      expect(decodificado(r.dados)).not.toMatch(/apagado em 26\/11|LGPD-/);
    }
  });

  it('an account’s request is answered in Meus dados only: no e-mail queued', async () => {
    const c = await buildUser(t, { role: 'admin' });
    const u = await buildUser(t, { email: 'pessoa@fazenda.test' });
    const pedido = await t.app.inject({
      method: 'POST',
      url: '/api/me/solicitacoes',
      headers: u.auth,
      payload: { tipo: 'correcao', texto: 'Meu e-mail mudou.' },
    });
    const { id } = pedido.json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/solicitacoes/${id}`,
      headers: c.auth,
      payload: { status: 'concluida', resposta: 'Corrigido.' },
    });
    const fila = await t.db
      .selectFrom('avisos_email')
      .select(['usuario_id', 'solicitacao_id'])
      .where((eb) => eb.or([eb('solicitacao_id', '=', id), eb('usuario_id', '=', u.user.id)]))
      .execute();
    expect(fila).toEqual([]);
  });

  it('the request erased, its waiting e-mail goes with it', async () => {
    const c = await buildUser(t, { role: 'compliance' });
    const { protocolo } = (await visitante('ze@exemplo.com.br')).json();
    const id = await idDo(protocolo);
    await confirmarPeloEmail('ze@exemplo.com.br');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/solicitacoes/${id}`,
      headers: c.auth,
      payload: { status: 'recusada', resposta: 'Não há dados seus.' },
    });
    const naFila = () =>
      t.db.selectFrom('avisos_email').select('id').where('solicitacao_id', '=', id).execute();
    expect(await naFila()).toHaveLength(2); // the confirmation and the answer
    await t.db.deleteFrom('solicitacoes_privacidade').where('id', '=', id).execute();
    expect(await naFila()).toEqual([]);
  });
});
