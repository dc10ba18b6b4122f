import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../common/paths.js';
import type { Atendimento } from '../../../common/schemas/atendimentos.js';
import {
  createSecondInstance,
  createTestApp,
  usingPostgres,
  type TestApp,
} from '../../test/app.js';
import { porOutraConexao } from '../../test/outra-conexao.js';
import { buildAtendimento, buildUser, type BuiltUser } from '../../test/factories.js';
import { ListasDosDonos, listasDosDonos, type LinhaDoDono } from './lista-do-dono.js';
import { listItensDoDono } from './repository.js';

/**
 * The owner's list is kept in memory between polls (lista-do-dono.ts): it must never answer what
 * the database no longer holds. Each test changes something the list shows, in one of the ways it
 * can change (this process's routes, a write under way, another process), and polls as the
 * portal does.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The owner's poll, as the portal sends it. */
async function lista(owner: BuiltUser, meus = false): Promise<Atendimento[]> {
  const res = await t.app.inject({
    url: meus ? `${api.atendimentos}?meus=true` : api.atendimentos,
    headers: owner.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Polls until `check` holds, as the portal would every 3.5 s (another process's notice may lag). */
async function naProximaConsulta(
  owner: BuiltUser,
  check: (l: Atendimento[]) => boolean,
  meus = false,
): Promise<Atendimento[]> {
  let ultima: Atendimento[] = [];
  await expect
    .poll(
      async () => {
        ultima = await lista(owner, meus);
        return check(ultima);
      },
      { timeout: 3_000, interval: 20 },
    )
    .toBe(true);
  return ultima;
}

/**
 * The owner's list read through the app's cache (`ler`) with a loader that counts its reads of
 * the database; `durante` runs after the loader's query, before it answers.
 */
function contador(
  owner: BuiltUser,
  durante?: () => Promise<void>,
  listas: ListasDosDonos = listasDosDonos(t.app.ctx),
) {
  let leituras = 0;
  const load = async (): Promise<LinhaDoDono[]> => {
    leituras++;
    const linhas = await listItensDoDono(t.db, { usuarioId: owner.user.id }, 'recentes', {
      limite: 500,
      deslocamento: 0,
    });
    await durante?.();
    return linhas.map((l) => ({ ...l, resposta_nao_lida: Boolean(l.resposta_nao_lida) }));
  };
  const ler = () => listas.ler(owner.user.id, load);
  return {
    ler,
    get leituras() {
      return leituras;
    },
    /**
     * Reads until the list is kept: on PostgreSQL the notices of the test's own writes may still
     * be on their way, and each drops it once more.
     */
    async ateGuardar() {
      await expect
        .poll(async () => {
          await ler();
          const antes = leituras;
          await ler();
          return leituras === antes;
        })
        .toBe(true);
    },
  };
}

describe("the owner's list kept between polls", () => {
  it('a poll with nothing changed reads nothing (once the list is kept)', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const c = contador(owner);
    await c.ateGuardar();
    expect((await c.ler()).map((x) => x.id)).toEqual([ticket.id]);
    // what someone else writes on their own ticket, once their list has been read, changes
    // nothing of this list
    const outro = await buildAtendimento(t);
    await lista(outro.owner);
    await sleep(200);
    await c.ler();
    const antes = c.leituras;
    const r = await t.app.inject({
      method: 'POST',
      url: api.mensagens(outro.ticket.id),
      headers: outro.owner.auth,
      payload: { mensagem: 'De outra pessoa' },
    });
    expect(r.statusCode).toBe(201);
    await sleep(200);
    await c.ler();
    expect(c.leituras).toBe(antes);
  });

  it("support's answer shows unread on the next poll, and read once the chat is opened", async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const suporte = await buildUser(t, { role: 'rh' });
    expect((await lista(owner))[0]!.resposta_nao_lida).toBe(false);
    expect((await lista(owner))[0]!.resposta_nao_lida).toBe(false);
    const r = await t.app.inject({
      method: 'POST',
      url: api.mensagens(ticket.id),
      headers: suporte.auth,
      payload: { mensagem: 'Já estamos vendo.' },
    });
    expect(r.statusCode).toBe(201);
    await naProximaConsulta(owner, (l) => l[0]!.resposta_nao_lida === true);
    expect(
      (await t.app.inject({ url: api.mensagens(ticket.id), headers: owner.auth })).statusCode,
    ).toBe(200);
    await naProximaConsulta(owner, (l) => l[0]!.resposta_nao_lida === false);
  });

  it('who takes the ticket, their new name, the priority, closing and the rating show on the next poll', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const admin = await buildUser(t, { role: 'admin', nome: 'Beatriz Campos' });
    await lista(owner);
    await lista(owner);
    const alterar = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: api.atendimento(ticket.id),
        headers: admin.auth,
        payload,
      });
    expect((await alterar({ responsavel_id: admin.user.id })).statusCode).toBe(200);
    await naProximaConsulta(owner, (l) => l[0]!.responsavel_nome === 'Beatriz Campos');
    // the responsible person's account renamed: a change to `users`, not to the ticket
    const renomear = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin.user.id}`,
      headers: admin.auth,
      payload: { nome: 'Beatriz Campos Lima', login: admin.user.login, role: 'admin' },
    });
    expect(renomear.statusCode).toBe(200);
    await naProximaConsulta(owner, (l) => l[0]!.responsavel_nome === 'Beatriz Campos Lima');
    expect((await alterar({ prioridade: 'alta' })).statusCode).toBe(200);
    await naProximaConsulta(owner, (l) => l[0]!.prioridade === 'alta');
    const fechar = await t.app.inject({
      method: 'POST',
      url: api.fechar(ticket.id),
      headers: owner.auth,
    });
    expect(fechar.statusCode).toBe(200);
    await naProximaConsulta(owner, (l) => l[0]!.status === 'fechado');
    const avaliar = await t.app.inject({
      method: 'POST',
      url: api.avaliacao(ticket.id),
      headers: owner.auth,
      payload: { nota: 4, comentario: 'Resolveu.' },
    });
    expect(avaliar.statusCode).toBe(201);
    await naProximaConsulta(owner, (l) => l[0]!.avaliacao?.nota === 4);
  });

  it('a new ticket shows on the next poll, for a colaborador and for staff asking for their own', async () => {
    const colaborador = await buildUser(t);
    const staff = await buildUser(t, { role: 'rh' });
    for (const [quem, meus] of [
      [colaborador, false],
      [staff, true],
    ] as const) {
      expect(await lista(quem, meus)).toEqual([]);
      expect(await lista(quem, meus)).toEqual([]);
      const aberto = await t.app.inject({
        method: 'POST',
        url: api.atendimentos,
        headers: quem.auth,
      });
      expect(aberto.statusCode).toBe(201);
      const { atendimentoId } = aberto.json<{ atendimentoId: number }>();
      await naProximaConsulta(
        quem,
        (l) => l.map((a) => a.id).join() === String(atendimentoId),
        meus,
      );
    }
  });

  it('a change made by another process shows on the next poll: an answer, a new ticket', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const suporte = await buildUser(t, { role: 'rh' });
    await lista(owner);
    await lista(owner);
    await porOutraConexao(
      t,
      "insert into mensagens (atendimento_id, autor_id, remetente, tipo, mensagem, enviado_em) values (?, ?, 'suporte', 'text', 'Lá de fora', ?)",
      [ticket.id, suporte.user.id, new Date().toISOString()],
    );
    await naProximaConsulta(owner, (l) => l[0]!.resposta_nao_lida === true);
    // a ticket this process has never seen: its notice names only its id
    await porOutraConexao(t, "update atendimentos set status = 'fechado' where id = ?", [
      ticket.id,
    ]);
    await naProximaConsulta(owner, (l) => l[0]!.status === 'fechado');
    const novo = await buildAtendimento(t, { owner });
    await porOutraConexao(t, "update atendimentos set prioridade = 'alta' where id = ?", [
      novo.ticket.id,
    ]);
    await naProximaConsulta(
      owner,
      (l) => l.length === 2 && l.some((a) => a.id === novo.ticket.id && a.prioridade === 'alta'),
    );
  });

  it('a ticket whose owner is no longer kept in mind takes its list along: an answer to it still shows', async () => {
    // a cache of lists that keeps the owners of two tickets only
    const listas = new ListasDosDonos(t.app.ctx, true, 2);
    const { ticket, owner } = await buildAtendimento(t);
    const suporte = await buildUser(t, { role: 'rh' });
    const c = contador(owner, undefined, listas);
    await c.ateGuardar();
    expect((await c.ler())[0]!.resposta_nao_lida).toBe(false);
    // two tickets of other people read since: this ticket's owner is forgotten
    listas.aprender(ticket.id + 1_000, owner.user.id + 1_000);
    listas.aprender(ticket.id + 2_000, owner.user.id + 2_000);
    // an answer by another process: its notice names a ticket nobody here knows now, which is
    // in no kept list only because forgetting it dropped its owner's
    await porOutraConexao(
      t,
      "insert into mensagens (atendimento_id, autor_id, remetente, tipo, mensagem, enviado_em) values (?, ?, 'suporte', 'text', 'Lá de fora', ?)",
      [ticket.id, suporte.user.id, new Date().toISOString()],
    );
    await expect
      .poll(async () => (await c.ler())[0]!.resposta_nao_lida, { timeout: 3_000, interval: 20 })
      .toBe(true);
  });

  it('a ticket opened on another instance shows on the next poll (its notice names a ticket this one has never seen)', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const fechar = await t.app.inject({
      method: 'POST',
      url: api.fechar(ticket.id),
      headers: owner.auth,
    });
    expect(fechar.statusCode).toBe(200);
    const c = contador(owner);
    await c.ateGuardar();
    const outra = await createSecondInstance(t);
    try {
      const aberto = await outra.app.inject({
        method: 'POST',
        url: api.atendimentos,
        headers: owner.auth,
      });
      expect(aberto.statusCode).toBe(201);
      const { atendimentoId } = aberto.json<{ atendimentoId: number }>();
      t.handle.changes.poll();
      await naProximaConsulta(
        owner,
        (l) => l.map((a) => a.id).join() === `${atendimentoId},${ticket.id}`,
      );
    } finally {
      await outra.close();
    }
  });

  it.runIf(usingPostgres())(
    "a new ticket of someone else drops only its owner's list, though its notice names only its id",
    async () => {
      const { owner } = await buildAtendimento(t);
      const outro = await buildUser(t);
      const c = contador(owner);
      // Each round: the list kept, then someone else's ticket opened; the notice of its insert
      // names a ticket never seen here, whose owner is asked. The app's own start-up jobs may
      // still drop every list once in a while: a round spoilt by them is tried again.
      await expect
        .poll(
          async () => {
            await c.ler();
            await c.ler();
            const antes = c.leituras;
            await buildAtendimento(t, { owner: outro, status: 'fechado' });
            await sleep(300);
            await c.ler();
            return c.leituras === antes;
          },
          { timeout: 10_000, interval: 0 },
        )
        .toBe(true);
    },
  );

  it('a read that ran while something it read changed keeps nothing', async () => {
    const { ticket, owner } = await buildAtendimento(t);
    const suporte = await buildUser(t, { role: 'rh' });
    // the list is read, then, before it is answered, support writes to the ticket
    const c = contador(owner, async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: api.mensagens(ticket.id),
        headers: suporte.auth,
        payload: { mensagem: 'Escrita durante a leitura' },
      });
      expect(r.statusCode).toBe(201);
    });
    const durante = await c.ler();
    expect(durante[0]!.resposta_nao_lida).toBe(false);
    // what was read before the answer was not kept: the very next poll reads it
    expect((await lista(owner))[0]!.resposta_nao_lida).toBe(true);
  });
});
