/**
 * A read is a read (docs/decisions/067-leituras-sem-fila.md): the owner's poll of a chat with an
 * unread answer moves their read mark and tells their streams, without waiting on the audit
 * chain's lock — here held by an audit write left open on another connection. On SQLite, which
 * has one writer at a time, the same read reaches the counts and the stream.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';
import { abrirStream, type Stream } from '../../test/sse.js';
import { buildAtendimento, buildMensagem, buildUser } from '../../test/factories.js';

let t: TestApp;
let base: string;
const abertos: Stream[] = [];
beforeEach(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const s of abertos.splice(0)) s.fechar();
  await t.close();
});

/** An audit write that holds its lock (PostgreSQL) until `soltar` is called. */
async function auditoriaAberta(): Promise<{ soltar: () => Promise<void> }> {
  let soltar!: () => void;
  const solta = new Promise<void>((r) => (soltar = r));
  let travou!: () => void;
  const travada = new Promise<void>((r) => (travou = r));
  const fim = t.db.transaction().execute(async (trx) => {
    await concluir(trx, t.handle, {
      auditoria: [{ actor: null, acao: AUDIT_ACTIONS.login, detalhes: 'escrita longa' }],
    });
    travou();
    await solta;
  });
  await travada;
  return {
    soltar: async () => {
      soltar();
      await fim;
    },
  };
}

/** `p`, or a failure after `ms`: today's lock would make the poll wait its 5 s lock_timeout. */
const ate = <T>(p: Promise<T>, ms: number, oque: string) =>
  Promise.race([
    p,
    new Promise<never>((_, rej) =>
      setTimeout(() => rej(new Error(`${oque}: mais de ${ms} ms`)), ms),
    ),
  ]);

describe('the owner reading a chat with an unread answer', () => {
  it('answers, moves the mark and tells the stream while an audit write holds the lock', async () => {
    const a = await buildAtendimento(t);
    const rh = await buildUser(t, { role: 'rh' });
    const resposta = (await buildMensagem(t, { atendimento: a, autor: rh })).message;
    const s = await abrirStream(base, a.owner.token);
    abertos.push(s);
    const contagem = async (desde = 0) =>
      JSON.parse((await s.esperar((e) => e.event === 'contadores', desde)).data);
    expect(await contagem()).toEqual({ meus_atendimentos: { respondidos: 1 } });
    const n = s.eventos.length;
    const escrita = usingPostgres() ? await auditoriaAberta() : null;
    try {
      const res = await ate(
        t.app.inject({
          method: 'GET',
          url: `/api/atendimentos/${a.ticket.id}/mensagens`,
          headers: a.owner.auth,
        }),
        2_000,
        'a leitura esperou a trava da auditoria',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().map((m: { id: number }) => m.id)).toContain(resposta.id);
      // the mark reached the lists and the stream, the audit write still open
      const lista = await t.app.inject({
        method: 'GET',
        url: '/api/atendimentos?meus=true',
        headers: a.owner.auth,
      });
      expect(lista.json()[0]).toMatchObject({ id: a.ticket.id, resposta_nao_lida: false });
      expect(await ate(contagem(n), 2_000, 'a contagem não chegou')).toEqual({
        meus_atendimentos: { respondidos: 0 },
      });
      expect(s.eventos.slice(n).map((e) => e.event)).toContain('atendimento');
    } finally {
      await escrita?.soltar();
    }
    if (escrita) {
      // the audit write went through after all
      const entrada = await t.db
        .selectFrom('audit_log')
        .select('detalhes')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entrada.detalhes).toBe('escrita longa');
    }
  });

  // SQLite has one writer at a time: there the answer waits for the open write, as it always did
  it.skipIf(!usingPostgres())(
    'a staff answer is not held by the audit lock either, and reaches the owner live',
    async () => {
      const a = await buildAtendimento(t);
      const rh = await buildUser(t, { role: 'rh' });
      const s = await abrirStream(base, a.owner.token);
      abertos.push(s);
      await s.esperar((e) => e.event === 'contadores');
      const escrita = await auditoriaAberta();
      try {
        const res = await ate(
          t.app.inject({
            method: 'POST',
            url: `/api/atendimentos/${a.ticket.id}/mensagens`,
            headers: rh.auth,
            payload: { mensagem: 'Pode reiniciar o coletor?' },
          }),
          2_000,
          'a resposta esperou a trava da auditoria',
        );
        expect(res.statusCode).toBe(201);
        const ev = await ate(
          s.esperar((e) => e.event === 'mensagem'),
          2_000,
          'a mensagem não chegou',
        );
        expect(JSON.parse(ev.data).mensagem.id).toBe(res.json().id);
      } finally {
        await escrita.soltar();
      }
    },
  );
});

describe('polls and transactions do not share connections', () => {
  // PostgreSQL's pools (server/db/dois-pools.ts); SQLite has one connection and one writer
  it.skipIf(!usingPostgres())(
    'with every connection a transaction may take held open, the polls still answer',
    async () => {
      const a = await buildAtendimento(t);
      const rh = await buildUser(t, { role: 'rh' });
      await buildMensagem(t, { atendimento: a, autor: rh });
      // read once: the polls below have nothing unread, so nothing to write (moving the mark is
      // a write, and takes a transaction's connection like any other)
      const primeira = await t.app.inject({
        url: `/api/atendimentos/${a.ticket.id}/mensagens`,
        headers: a.owner.auth,
      });
      expect(primeira.statusCode).toBe(200);
      const pools = t.handle.pgPools!;
      // more transactions than both pools hold together, each waiting until released: the ones
      // their pool holds open, the rest queued for a connection (a shared pool would be full)
      let soltar!: () => void;
      const solta = new Promise<void>((r) => (soltar = r));
      const maximo = pools.transacoes.options.max!;
      let abertas = 0;
      let todasAbertas!: () => void;
      const prontas = new Promise<void>((r) => (todasAbertas = r));
      const pedidas = maximo + pools.consultas.options.max!;
      const transacoes = Array.from({ length: pedidas }, () =>
        t.db.transaction().execute(async (trx) => {
          await trx.selectFrom('users').select('id').limit(1).execute();
          if (++abertas === maximo) todasAbertas();
          await solta;
        }),
      );
      await ate(prontas, 5_000, 'as transações não abriram');
      expect(pools.transacoes.idleCount).toBe(0);
      expect(pools.transacoes.waitingCount).toBe(pedidas - maximo);
      try {
        for (const url of [
          '/api/atendimentos?meus=true',
          `/api/atendimentos/${a.ticket.id}/mensagens`,
          `/api/atendimentos/${a.ticket.id}`,
        ]) {
          const res = await ate(
            t.app.inject({ method: 'GET', url, headers: a.owner.auth }),
            2_000,
            `${url} esperou uma conexão das transações`,
          );
          expect(res.statusCode, url).toBe(200);
        }
        // a write that needs a transaction waits for one (it is not refused), and goes through
        const resposta = t.app.inject({
          method: 'POST',
          url: `/api/atendimentos/${a.ticket.id}/mensagens`,
          headers: rh.auth,
          payload: { mensagem: 'Já verificamos.' },
        });
        await new Promise((r) => setTimeout(r, 100));
        expect(pools.transacoes.waitingCount).toBe(pedidas - maximo + 1);
        soltar();
        expect((await resposta).statusCode).toBe(201);
      } finally {
        soltar();
        await Promise.all(transacoes);
      }
    },
  );
});
