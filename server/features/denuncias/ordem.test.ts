/**
 * The order a case reads in (docs/product/ouvidoria-ameacas.md, "A ordem não conta nada"): the
 * reporter's reply is never listed above the staff message it answers, and the place of a
 * reporter's entry among the staff's of its hour is the same whatever minute it was written.
 * On the staff's screen and the reporter's; on SQLite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildDenuncia, buildUser } from '../../test/factories.js';

let t: TestApp;
let staff: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  t = await createTestApp({ limits: { acompanhamentoPerWindow: 1000 } });
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T14:02:00.000Z'));
  staff = await buildUser(t, { role: 'compliance' });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

const as = (hhmm: string) => vi.setSystemTime(new Date(`2026-11-26T${hhmm}:00.000Z`));

async function daEquipe(id: number, texto: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/denuncias/${id}/mensagens`,
    headers: staff.auth,
    payload: { texto },
  });
  expect(res.statusCode).toBe(201);
}

async function doDenunciante(creds: { protocolo: string; chave: string }, texto: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/denuncias/acompanhamento/mensagens',
    payload: { protocolo: creds.protocolo, chave: creds.chave, texto },
  });
  expect(res.statusCode).toBe(201);
}

/** The texts of the case's messages as staff and the reporter read them (the two must agree). */
async function conversa(id: number, creds: { protocolo: string; chave: string }) {
  const equipe = await t.app.inject({ url: `/api/admin/denuncias/${id}`, headers: staff.auth });
  const denunciante = await t.app.inject({
    method: 'POST',
    url: '/api/denuncias/acompanhamento',
    payload: { protocolo: creds.protocolo, chave: creds.chave },
  });
  const textos = (r: typeof equipe) =>
    (r.json().mensagens as { texto: string }[]).map((m) => m.texto);
  expect(textos(denunciante)).toEqual(textos(equipe));
  const historico = (equipe.json().historico as { acao: string }[]).map((h) => h.acao);
  return { textos: textos(equipe), historico };
}

describe('the order of a case', () => {
  it("lists the reporter's reply below the staff question it answers, within the same hour", async () => {
    const caso = await buildDenuncia(t);
    as('14:10');
    await daEquipe(caso.id, 'Pode dizer em que setor aconteceu?');
    as('14:40');
    await doDenunciante(caso, 'No armazém 2.');
    as('14:45');
    await doDenunciante(caso, 'E também na balança.');
    as('15:05');
    await daEquipe(caso.id, 'Obrigado, vamos apurar.');
    const { textos, historico } = await conversa(caso.id, caso);
    expect(textos).toEqual([
      'Pode dizer em que setor aconteceu?',
      'No armazém 2.',
      'E também na balança.',
      'Obrigado, vamos apurar.',
    ]);
    // the history tells the same story
    expect(historico.indexOf('Mensagem do denunciante')).toBeGreaterThan(
      historico.findIndex((a) => /mensagem/i.test(a) && a !== 'Mensagem do denunciante'),
    );
  });

  it("gives a reporter's entry the same place whatever minute of its hour it was written", async () => {
    const cedo = await buildDenuncia(t);
    const tarde = await buildDenuncia(t);
    // the same staff messages in both cases; the reporter writes at 14:05 in one, 14:55 in the other
    as('14:05');
    await doDenunciante(cedo, 'Resposta.');
    as('14:10');
    await daEquipe(cedo.id, 'Primeira.');
    await daEquipe(tarde.id, 'Primeira.');
    as('14:50');
    await daEquipe(cedo.id, 'Segunda.');
    await daEquipe(tarde.id, 'Segunda.');
    as('14:55');
    await doDenunciante(tarde, 'Resposta.');
    const a = await conversa(cedo.id, cedo);
    const b = await conversa(tarde.id, tarde);
    expect(a.textos).toEqual(['Primeira.', 'Segunda.', 'Resposta.']);
    expect(b.textos).toEqual(a.textos);
    expect(b.historico).toEqual(a.historico);
  });
});
