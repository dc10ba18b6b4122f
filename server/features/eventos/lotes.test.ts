/**
 * A burst of events is read in batches (docs/decisions/095-eventos-lidos-em-lotes.md): when the
 * shift opens its chats at once, each opening marks the answers read and writes an event, and the
 * live streams' distributor reads the new events at most once every 20 ms instead of once per
 * event. Every stream still gets its own event. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildAtendimento, buildMensagem, buildUser } from '../../test/factories.js';
import { espiarInstrucoes } from '../../test/instrucoes.js';
import { abrirStream, type Stream } from '../../test/sse.js';

let t: TestApp;
let base: string;
const abertos: Stream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of abertos) s.fechar();
  await t.close();
});

/** When each of the distributor's reads of the new events (`where id > …`) began, from now on. */
function espiarLeituras() {
  const inicios: number[] = [];
  const parar = espiarInstrucoes(t.app.ctx.db, (sql) => {
    if (/from "eventos" where "id" >/.test(sql)) inicios.push(performance.now());
  });
  return { inicios, parar };
}

it('the read marks of a shift opening its chats are read in batches, and each owner hears theirs', async () => {
  const rh = await buildUser(t, { role: 'rh' });
  const donos = [];
  for (let i = 0; i < 12; i++) {
    const atendimento = await buildAtendimento(t);
    await buildMensagem(t, { atendimento, autor: rh, mensagem: 'Pode conferir agora?' });
    const s = await abrirStream(base, atendimento.owner.token);
    abertos.push(s);
    await s.esperar((e) => e.event === 'contadores');
    donos.push({ ...atendimento, s });
  }
  const espia = espiarLeituras();
  try {
    // one after the other, as a shift's phones arrive, each opening the chat with an answer not
    // yet read (a mark, an event)
    for (const d of donos) {
      const res = await t.app.inject({
        url: `/api/atendimentos/${d.ticket.id}/mensagens`,
        headers: d.owner.auth,
      });
      expect(res.statusCode).toBe(200);
    }
    for (const d of donos) {
      const e = await d.s.esperar((e) => e.event === 'atendimento');
      expect(JSON.parse(e.data)).toEqual({ atendimento_id: d.ticket.id });
    }
    // no two reads begun within 20 ms of each other (a few ms of slack: the time is taken here as
    // the statement is sent, a little after the read began); one read per event, as before, began
    // a few ms apart
    const { inicios } = espia;
    expect(inicios.length).toBeGreaterThan(0);
    const intervalos = inicios.slice(1).map((t, i) => t - inicios[i]!);
    expect(Math.min(...intervalos)).toBeGreaterThanOrEqual(15);
  } finally {
    espia.parar();
  }
});
