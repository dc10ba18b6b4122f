/**
 * The help desk's clocks through the API, with the server's clock set (Brasília time, the
 * product's default calendar and targets: normal 120/480, alta 60/240 business minutes).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSecondInstance,
  createTestApp,
  usingPostgres,
  type TestApp,
} from '../../../test/app.js';
import { buildUser, type BuiltUser, tokenPara } from '../../../test/factories.js';
import { brt, em } from '../../../test/relogio.js';
import { atualizarPrazos } from './prazos-iniciais.js';

let t: TestApp;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  em('2026-11-25 08:00');
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Signed at the server's current time, as a login at that moment would be. */
const call = async (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  u: BuiltUser,
  payload?: unknown,
) => {
  const token = await tokenPara(t.db, t.app.ctx.tokens, u.user);
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
};
const abrir = async (u: BuiltUser, body?: object) =>
  (await call('POST', '/api/atendimentos', u, body)).json().atendimentoId as number;
const ver = async (u: BuiltUser, id: number) =>
  (await call('GET', `/api/atendimentos/${id}`, u)).json();
const escrever = (u: BuiltUser, id: number, mensagem = 'Olá') =>
  call('POST', `/api/atendimentos/${id}/mensagens`, u, { mensagem });
const alterar = (u: BuiltUser, id: number, body: unknown) =>
  call('PATCH', `/api/atendimentos/${id}`, u, body);

describe('opening: when each answer is due', () => {
  it('a business morning: first answer 2 business hours later, resolution 8', async () => {
    const ana = await buildUser(t);
    em('2026-11-25 10:00');
    const id = await abrir(ana);
    const a = await ver(ana, id);
    expect(a).toMatchObject({
      status: 'aberto',
      prioridade: 'normal',
      etapa: 'novo',
      responsavel_id: null,
      inicio_contagem: brt('2026-11-25 10:00'),
      primeira_resposta_ate: brt('2026-11-25 12:00'),
      primeira_resposta_em: null,
      resolucao_ate: brt('2026-11-25 18:00'),
      pausado: false,
      sla: 'no_prazo',
    });
  });

  it('a Friday evening: the clock starts on Monday at opening time', async () => {
    const ana = await buildUser(t);
    em('2026-11-27 19:00');
    const a = await ver(ana, await abrir(ana));
    expect(a.inicio_contagem).toBe(brt('2026-11-30 07:30'));
    expect(a.primeira_resposta_ate).toBe(brt('2026-11-30 09:30'));
  });

  it('Carnaval Monday: nothing counts until Wednesday', async () => {
    const ana = await buildUser(t);
    em('2027-02-08 10:00');
    const a = await ver(ana, await abrir(ana));
    expect(a.inicio_contagem).toBe(brt('2027-02-10 07:30'));
    expect(a.primeira_resposta_ate).toBe(brt('2027-02-10 09:30'));
  });

  it('the employee may choose the priority; a bad one gets 400 and opens nothing', async () => {
    const ana = await buildUser(t);
    em('2026-11-25 10:00');
    const bad = await call('POST', '/api/atendimentos', ana, { prioridade: 'urgente' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Prioridade inválida: use baixa, normal, alta ou critica.');
    expect(await t.db.selectFrom('atendimentos').selectAll().execute()).toEqual([]);
    const a = await ver(ana, await abrir(ana, { prioridade: 'alta' }));
    expect(a).toMatchObject({
      prioridade: 'alta',
      primeira_resposta_ate: brt('2026-11-25 11:00'),
      resolucao_ate: brt('2026-11-25 14:00'),
    });
  });
});

describe('the SLA state over time', () => {
  it('at risk under a quarter of the time left, broken after the due time, and it stays broken', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh', nome: 'Regina Helena' });
    em('2026-11-25 10:00');
    const id = await abrir(ana);
    em('2026-11-25 11:29');
    expect((await ver(ana, id)).sla).toBe('no_prazo');
    em('2026-11-25 11:31');
    expect((await ver(ana, id)).sla).toBe('em_risco');
    em('2026-11-25 12:01');
    expect((await ver(ana, id)).sla).toBe('estourado');
    em('2026-11-25 12:30');
    expect((await escrever(rh, id)).statusCode).toBe(201);
    const a = await ver(ana, id);
    expect(a).toMatchObject({
      etapa: 'em_atendimento',
      responsavel_id: rh.user.id,
      responsavel_nome: 'Regina Helena',
      primeira_resposta_em: brt('2026-11-25 12:30'),
      primeira_resposta_minutos: 150,
      sla: 'estourado',
    });
  });

  it('an answer in time stops the first clock; resolution then runs to its own due time', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    em('2026-11-25 10:00');
    const id = await abrir(ana);
    em('2026-11-25 10:30');
    await escrever(rh, id);
    // Six of the eight hours gone at 16:00: under a quarter left after it.
    em('2026-11-25 15:59');
    expect(await ver(ana, id)).toMatchObject({ primeira_resposta_minutos: 30, sla: 'no_prazo' });
    em('2026-11-25 16:01');
    expect((await ver(ana, id)).sla).toBe('em_risco');
    em('2026-11-25 17:00');
    const r = await alterar(rh, id, { etapa: 'resolvido' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      etapa: 'resolvido',
      resolvido_em: brt('2026-11-25 17:00'),
      resolucao_minutos: 420,
      pausado: true,
      sla: 'cumprido',
    });
    // Resolved is for good: the next day it is still cumprido.
    em('2026-11-26 17:00');
    expect((await ver(ana, id)).sla).toBe('cumprido');
  });

  it('waiting for the employee pauses the clock, across a holiday, until the employee writes', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    em('2026-11-19 10:00');
    const id = await abrir(ana);
    em('2026-11-19 10:30');
    await escrever(rh, id, 'Qual é o número do patrimônio?');
    em('2026-11-19 16:00');
    expect((await alterar(rh, id, { etapa: 'aguardando_colaborador' })).json()).toMatchObject({
      etapa: 'aguardando_colaborador',
      pausado: true,
    });
    // Thursday's due time (18:00) passes while paused; Friday is Consciência Negra.
    em('2026-11-23 08:00');
    expect((await ver(ana, id)).sla).toBe('no_prazo');
    em('2026-11-23 09:00');
    await escrever(ana, id, 'É o 4521.');
    // 480 + 210 paused business minutes (16:00–18:00 Thursday, 07:30–09:00 Monday). Six of
    // the eight hours were spent on Thursday: a quarter is left, so it is at risk.
    expect(await ver(ana, id)).toMatchObject({
      etapa: 'em_atendimento',
      pausado: false,
      resolucao_ate: brt('2026-11-23 11:00'),
      sla: 'em_risco',
    });
  });

  it('a resolved ticket the employee writes to is worked on again; closing resolves it', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    em('2026-11-25 10:00');
    const id = await abrir(ana);
    await escrever(rh, id);
    em('2026-11-25 11:00');
    await alterar(rh, id, { etapa: 'resolvido' });
    em('2026-11-25 12:00');
    await escrever(ana, id, 'Voltou a acontecer.');
    expect(await ver(ana, id)).toMatchObject({
      etapa: 'em_atendimento',
      resolvido_em: null,
      // the hour it stood resolved (11:00–12:00) does not count: 480 + 60 minutes
      resolucao_ate: brt('2026-11-26 08:30'),
    });
    em('2026-11-25 13:00');
    expect((await call('POST', `/api/atendimentos/${id}/fechar`, ana)).statusCode).toBe(200);
    expect(await ver(ana, id)).toMatchObject({
      status: 'fechado',
      etapa: 'resolvido',
      resolvido_em: brt('2026-11-25 13:00'),
      resolucao_minutos: 120,
      sla: 'cumprido',
    });
    const depois = await alterar(rh, id, { prioridade: 'alta' });
    expect(depois.statusCode).toBe(409);
    expect(depois.json().error).toBe(
      'Este atendimento foi encerrado e não pode mais ser alterado.',
    );
  });
});

describe('PATCH /api/atendimentos/{id}', () => {
  it('staff only; the owner gets 403, another colaborador 404', async () => {
    const ana = await buildUser(t);
    const outro = await buildUser(t);
    const id = await abrir(ana);
    expect((await alterar(ana, id, { prioridade: 'alta' })).statusCode).toBe(403);
    expect((await alterar(outro, id, { prioridade: 'alta' })).statusCode).toBe(403);
    expect((await call('GET', `/api/atendimentos/${id}`, outro)).statusCode).toBe(404);
    expect(
      (await alterar(await buildUser(t, { role: 'rh' }), 999_999, { prioridade: 'alta' }))
        .statusCode,
    ).toBe(404);
  });

  it('400 with a clear message for bad bodies, and nothing changes', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const colega = await buildUser(t);
    const inativo = await buildUser(t, { role: 'compliance', status: 'inativo' });
    const id = await abrir(ana);
    const antes = await t.db.selectFrom('atendimentos').selectAll().execute();
    const casos: Array<[unknown, string]> = [
      [{}, 'Informe ao menos uma alteração.'],
      [
        { etapa: 'novo' },
        'Etapa inválida: use em_atendimento, aguardando_colaborador ou resolvido.',
      ],
      [{ prioridade: 'maxima' }, 'Prioridade inválida: use baixa, normal, alta ou critica.'],
      [{ responsavel_id: 'rh' }, 'Responsável inválido.'],
      [{ responsavel_id: colega.user.id }, 'Responsável inválido: escolha alguém ativo da equipe.'],
      [
        { responsavel_id: inativo.user.id },
        'Responsável inválido: escolha alguém ativo da equipe.',
      ],
      [{ responsavel_id: 987_654 }, 'Responsável inválido: escolha alguém ativo da equipe.'],
      [{ cor: 'azul' }, 'Campo desconhecido.'],
      [null, 'Informe ao menos uma alteração.'],
    ];
    for (const [body, msg] of casos) {
      const res = await alterar(rh, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toBe(msg);
    }
    const aguardar = await alterar(rh, id, { etapa: 'aguardando_colaborador' });
    expect(aguardar.statusCode).toBe(409);
    expect(aguardar.json().error).toMatch(/Responda ao colaborador antes/);
    expect(await t.db.selectFrom('atendimentos').selectAll().execute()).toEqual(antes);
  });

  it('"Assumir" takes a ticket, another staff member can be named, null leaves it untaken', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const adm = await buildUser(t, { role: 'admin', nome: 'Adm Souza' });
    const id = await abrir(ana);
    expect((await alterar(rh, id, { responsavel_id: rh.user.id })).json().responsavel_id).toBe(
      rh.user.id,
    );
    expect((await alterar(rh, id, { responsavel_id: adm.user.id })).json()).toMatchObject({
      responsavel_id: adm.user.id,
      responsavel_nome: 'Adm Souza',
      etapa: 'novo',
    });
    expect((await alterar(rh, id, { responsavel_id: null })).json().responsavel_id).toBeNull();
  });

  it('a new priority moves the due times', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    em('2026-11-25 10:00');
    const id = await abrir(ana);
    const res = await alterar(rh, id, { prioridade: 'critica' });
    expect(res.json()).toMatchObject({
      primeira_resposta_ate: brt('2026-11-25 10:30'),
      resolucao_ate: brt('2026-11-25 12:00'),
    });
  });
});

describe('tickets opened before the help desk', () => {
  it('get their figures when the server starts: the first staff message is the first answer', async () => {
    const ana = await buildUser(t);
    const rh = await buildUser(t, { role: 'rh' });
    const legado = (criado: string, status: 'aberto' | 'fechado', usuario = ana.user) =>
      t.db
        .insertInto('atendimentos')
        .values({
          usuario_id: usuario.id,
          usuario_nome: usuario.nome,
          status,
          criado_em: brt(criado),
          fechado_em: status === 'fechado' ? brt('2026-11-24 15:00') : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const fechado = await legado('2026-11-24 10:00', 'fechado');
    const aberto = await legado('2026-11-25 09:00', 'aberto');
    await t.db
      .insertInto('mensagens')
      .values({
        atendimento_id: fechado.id,
        autor_id: rh.user.id,
        remetente: 'suporte',
        tipo: 'text',
        mensagem: 'Resolvido.',
        enviado_em: brt('2026-11-24 11:00'),
      })
      .execute();
    em('2026-11-25 10:00');
    expect(await atualizarPrazos(t.app.ctx)).toBe(2);
    expect(await ver(ana, fechado.id)).toMatchObject({
      etapa: 'resolvido',
      primeira_resposta_minutos: 60,
      resolucao_minutos: 300,
      sla: 'cumprido',
    });
    expect(await ver(ana, aberto.id)).toMatchObject({
      etapa: 'novo',
      primeira_resposta_ate: brt('2026-11-25 11:00'),
      sla: 'no_prazo',
    });
  });
});

describe('open tickets when the server starts', () => {
  it('are rewritten only when the calendar or the targets now give other figures', async () => {
    const ana = await buildUser(t);
    const bia = await buildUser(t);
    const aberto = await abrir(ana);
    const fechado = await abrir(bia);
    expect((await call('POST', `/api/atendimentos/${fechado}/fechar`, bia)).statusCode).toBe(200);
    const figurasDoFechado = await ver(bia, fechado);
    expect(await ver(ana, aberto)).toMatchObject({
      primeira_resposta_ate: brt('2026-11-25 10:00'),
    });

    // a start with the same calendar and targets: every figure stored is right, nothing is written
    const escritas: unknown[] = [];
    const parar = t.handle.changes.onChange((tabelas) => escritas.push(tabelas));
    try {
      expect(await atualizarPrazos(t.app.ctx)).toBe(0);
    } finally {
      parar();
    }
    expect(escritas).toEqual([]);

    // the normal priority's first answer now promised within one business hour: an instance
    // started on the same data with that content moves the open ticket, not the closed one
    const conteudo = JSON.parse(fs.readFileSync('content/site.json', 'utf8'));
    conteudo.suporte.metas.normal.primeiraResposta = 60;
    const arquivo = path.join(t.dataDir, 'site.json');
    fs.writeFileSync(arquivo, JSON.stringify(conteudo));
    const segunda = await createSecondInstance(t, { env: { CONTENT_FILE: arquivo } });
    try {
      await segunda.app.ready();
      // its start did it: a second pass finds nothing left to write
      expect(await atualizarPrazos(segunda.app.ctx)).toBe(0);
    } finally {
      await segunda.close();
    }
    expect(await ver(ana, aberto)).toMatchObject({
      primeira_resposta_ate: brt('2026-11-25 09:00'),
    });
    expect(await ver(bia, fechado)).toEqual(figurasDoFechado);
  });

  // PostgreSQL only: the start's rewrite is made to wait on a row another connection holds. On
  // SQLite the driver waits for a lock with the thread blocked: nothing could let the row go.
  it.runIf(usingPostgres())(
    'a start with more to rewrite than a part of the server has to load still starts',
    async () => {
      const ana = await buildUser(t);
      const aberto = await abrir(ana);
      const conteudo = JSON.parse(fs.readFileSync('content/site.json', 'utf8'));
      conteudo.suporte.metas.normal.primeiraResposta = 60;
      const arquivo = path.join(t.dataDir, 'site.json');
      fs.writeFileSync(arquivo, JSON.stringify(conteudo));

      // The open ticket's row held by a transaction of another connection: the start's rewrite
      // waits for it, as it would take its time over thousands of tickets, while Fastify's clock
      // for loading a part of the server (10 s, a timer) is moved past its end.
      const trava = new pg.Client({ connectionString: t.databaseUrl });
      await trava.connect();
      const agora = Date.now();
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      vi.setSystemTime(agora);
      let segunda: TestApp | undefined;
      try {
        await trava.query('begin');
        await trava.query('select id from atendimentos where id = $1 for update', [aberto]);
        const iniciando = createSecondInstance(t, { env: { CONTENT_FILE: arquivo } }).then(
          async (s) => {
            segunda = s;
            await s.app.ready();
          },
        );
        // (inside a transaction, PostgreSQL answers the activity as first read: read afresh)
        const esperando = async () => {
          await trava.query('select pg_stat_clear_snapshot()');
          return (
            await trava.query(
              `select count(*)::int as n from pg_stat_activity
               where wait_event_type = 'Lock' and datname = current_database()`,
            )
          ).rows[0].n as number;
        };
        // (the start's own short timers move on meanwhile; the real clock bounds this wait)
        const ate = performance.now() + 20_000;
        while ((await esperando()) === 0) {
          if (performance.now() > ate) throw new Error('o início não chegou a esperar a linha');
          await vi.advanceTimersByTimeAsync(10);
        }
        await vi.advanceTimersByTimeAsync(11_000);
        await trava.query('commit');
        await iniciando;
      } finally {
        await trava.query('rollback').catch(() => undefined);
        await trava.end();
        vi.useRealTimers();
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(agora);
        await segunda?.close();
      }
      // the new target applied by that start
      expect(await ver(ana, aberto)).toMatchObject({
        primeira_resposta_ate: brt('2026-11-25 09:00'),
      });
    },
  );
});
