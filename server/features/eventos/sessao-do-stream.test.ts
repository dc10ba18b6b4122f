/**
 * A live stream lasts exactly as long as its token would be accepted by a REST call
 * (server/core/current-user.ts, `tokenAceito`): it ends when the token expires, when the password
 * changes, when the account is deactivated, and when two-factor sign-in becomes required of the
 * role while it is not on — with nothing delivered after.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventSourceMessage } from 'eventsource-parser';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildAtendimento, buildUser, type BuiltUser, tokenPara } from '../../test/factories.js';
import { abrirStream, type Stream } from '../../test/sse.js';
import { MFA_ENROL_REQUIRED } from '../../../common/constants.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let t: TestApp;
let base: string;
const abertos: Stream[] = [];
const stream = async (token: string) => {
  const s = await abrirStream(base, token);
  abertos.push(s);
  expect(s.status).toBe(200);
  await s.esperar((e) => e.event === 'contadores');
  return s;
};
/** Whether the server ended the stream within `ms`. */
const terminaEm = async (s: Stream, ms: number) =>
  Promise.race([s.terminou.then(() => true), sleep(ms).then(() => false)]);
const mensagemDe = (id: number) => (e: EventSourceMessage) =>
  e.event === 'mensagem' && JSON.parse(e.data).atendimento_id === id;
const escrever = (id: number, who: BuiltUser, mensagem: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${id}/mensagens`,
    headers: who.auth,
    payload: { mensagem },
  });

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const s of abertos.splice(0)) s.fechar();
});
afterAll(async () => {
  await t.close();
});

describe('a stream ends when its token would no longer be accepted', () => {
  it('two-factor sign-in newly required of the role, not on: the stream ends as REST turns 403', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const rh = await buildUser(t, { role: 'rh' });
    const s = await stream(rh.token);
    expect(await terminaEm(s, 200)).toBe(false);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/seguranca/2fa-obrigatorio',
      headers: admin.auth,
      payload: { papeis: ['rh'] },
    });
    expect(put.statusCode).toBe(200);
    const rest = await t.app.inject({ url: '/api/atendimentos', headers: rh.auth });
    expect(rest.statusCode).toBe(403);
    expect(rest.json().error).toBe(MFA_ENROL_REQUIRED);
    expect(await terminaEm(s, 2_000)).toBe(true);
    // and a new stream is refused like any other call
    const outro = await abrirStream(base, rh.token);
    expect(outro.status).toBe(403);
    // nothing of a later message reached the old one
    const { ticket, owner } = await buildAtendimento(t);
    await escrever(ticket.id, owner, 'depois da exigência');
    await sleep(200);
    expect(s.eventos.some(mensagemDe(ticket.id))).toBe(false);
    await t.app.inject({
      method: 'PUT',
      url: '/api/seguranca/2fa-obrigatorio',
      headers: admin.auth,
      payload: { papeis: [] },
    });
  });

  it('the token expires: the stream ends then, with no event needed', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const curto = await tokenPara(t.db, t.app.ctx.tokens, rh.user, 2);
    const s = await stream(curto);
    expect(await terminaEm(s, 500)).toBe(false);
    expect(await terminaEm(s, 3_500)).toBe(true);
    const rest = await t.app.inject({
      url: '/api/atendimentos',
      headers: { authorization: `Bearer ${curto}` },
    });
    expect(rest.statusCode).toBe(401);
  });

  it('a token that expires later than a timer can wait: the stream waits for it, not checked at once', async () => {
    // 30 days ahead, as a token signed by an instance whose clock runs ahead would; a Node timer
    // waits at most about 24.8 days, and a longer delay fires after 1 ms with a warning
    const rh = await buildUser(t, { role: 'rh' });
    const longo = await tokenPara(t.db, t.app.ctx.tokens, rh.user, 30 * 24 * 60 * 60);
    const avisos: string[] = [];
    const ouvir = (w: Error) => avisos.push(w.name);
    process.on('warning', ouvir);
    try {
      const s = await stream(longo);
      expect(await terminaEm(s, 300)).toBe(false);
    } finally {
      process.off('warning', ouvir);
    }
    expect(avisos).not.toContain('TimeoutOverflowWarning');
  });

  it('the password changes (on another device): the old token’s stream ends at once', async () => {
    const rh = await buildUser(t, { role: 'rh' });
    const s = await stream(rh.token);
    const outroAparelho = await tokenPara(t.db, t.app.ctx.tokens, rh.user);
    const troca = await t.app.inject({
      method: 'POST',
      url: '/api/alterar-senha',
      headers: { authorization: `Bearer ${outroAparelho}` },
      payload: { senhaAtual: rh.password, novaSenha: 'SenhaNova2026' },
    });
    expect(troca.statusCode).toBe(200);
    expect(await terminaEm(s, 2_000)).toBe(true);
    expect((await t.app.inject({ url: '/api/me', headers: rh.auth })).statusCode).toBe(401);
  });
});
