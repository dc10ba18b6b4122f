/**
 * The help desk's two promises, each written once in server/core, read alike everywhere, on
 * SQLite and PostgreSQL (docs/decisions/042-uma-regra-por-promessa-no-suporte.md):
 *  - the SLA state (server/core/situacao-sla.ts): on a table of tickets worked out by hand,
 *    boundaries to the millisecond included, the JS state of each row as the database gives it
 *    back, the SQL state, the badge counts and the next instant a count changes all agree;
 *  - an unread answer (server/core/respostas-nao-lidas.ts): the owner's lists, the badge count
 *    and the reading that moves the mark agree on hand-worked tickets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SituacaoSla } from '../../common/schemas/atendimentos.js';
import { avancarMarca, marcaDoDono } from '../core/respostas-nao-lidas.js';
import { completo } from '../db/completo.js';
import { situacaoSla, situacaoSlaSql, type LinhaSla } from '../core/situacao-sla.js';
import { insertNota } from '../features/atendimentos/mesa/repository.js';
import { comRespostaNaoLida } from '../features/atendimentos/repository.js';
import {
  contadoresDoSuporte,
  proximaMudanca,
  respondidosDe,
} from '../features/eventos/contadores.js';
import { createTestApp, type TestApp } from './app.js';
import { buildAtendimento, buildMensagem, buildUser } from './factories.js';

const AGORA = new Date('2026-11-25T15:00:00.000Z');
/** `min` minutes (and `ms` milliseconds) from AGORA. */
const em = (min: number, ms = 0) => new Date(AGORA.getTime() + min * 60_000 + ms).toISOString();

/**
 * A ticket's rule columns as stored: the due times as text, which only server/core/situacao-sla.ts
 * reads (the features hold them opaque); this test stands for the database.
 */
type Linha = { [C in keyof LinhaSla]: string | null };
const comoGuardada = (l: Linha): LinhaSla => l as unknown as LinhaSla;

interface Caso {
  nome: string;
  fechado?: boolean;
  linha: Partial<Linha>;
  sla: SituacaoSla;
}

/** A ticket whose first-answer clock runs, far from its due time; each case changes it. */
const NOVO: Linha = {
  primeira_resposta_em: null,
  resolvido_em: null,
  pausado_em: null,
  encerrado_sem_resposta_em: null,
  primeira_resposta_ate: em(60),
  resolucao_ate: em(420),
  risco_em: em(30),
};
/** Answered in time an hour ago: the resolution clock runs. */
const RESPONDIDO = { primeira_resposta_em: em(-120), primeira_resposta_ate: em(-60) };

const CASOS: Caso[] = [
  { nome: 'first clock running, far from its due time', linha: {}, sla: 'no_prazo' },
  { nome: 'risk time 2 ms ahead', linha: { risco_em: em(0, 2) }, sla: 'no_prazo' },
  { nome: 'risk time now: at risk', linha: { risco_em: em(0) }, sla: 'em_risco' },
  {
    nome: 'first answer due now: at risk, not yet late',
    linha: { primeira_resposta_ate: em(0), risco_em: em(-30) },
    sla: 'em_risco',
  },
  {
    nome: 'first answer due 1 ms ago: late',
    linha: { primeira_resposta_ate: em(0, -1), risco_em: em(-30) },
    sla: 'estourado',
  },
  {
    nome: 'answered exactly when due, resolution running',
    linha: { primeira_resposta_em: em(-60), primeira_resposta_ate: em(-60), risco_em: em(60) },
    sla: 'no_prazo',
  },
  {
    nome: 'answered 1 ms late: late for good, its resolution on time',
    linha: { primeira_resposta_em: em(-60, 1), primeira_resposta_ate: em(-60), risco_em: em(60) },
    sla: 'estourado',
  },
  {
    nome: 'answered 1 ms late, resolution at risk: late, not at risk',
    linha: {
      primeira_resposta_em: em(-60, 1),
      primeira_resposta_ate: em(-60),
      resolucao_ate: em(30),
      risco_em: em(-1),
    },
    sla: 'estourado',
  },
  {
    nome: 'answered, resolution at risk',
    linha: { ...RESPONDIDO, resolucao_ate: em(30), risco_em: em(-1) },
    sla: 'em_risco',
  },
  {
    nome: 'answered, resolution due now: at risk, not yet late',
    linha: { ...RESPONDIDO, resolucao_ate: em(0), risco_em: em(-30) },
    sla: 'em_risco',
  },
  {
    nome: 'answered, resolution due 1 ms ago: late',
    linha: { ...RESPONDIDO, resolucao_ate: em(0, -1), risco_em: em(-30) },
    sla: 'estourado',
  },
  {
    nome: 'waiting for the employee: paused, never at risk',
    linha: { ...RESPONDIDO, pausado_em: em(-10), resolucao_ate: em(30), risco_em: null },
    sla: 'no_prazo',
  },
  {
    nome: 'paused before its due time, now past it: the paused clock does not run out',
    linha: { ...RESPONDIDO, pausado_em: em(-10), resolucao_ate: em(-5), risco_em: null },
    sla: 'no_prazo',
  },
  {
    nome: 'paused exactly at its due time',
    linha: { ...RESPONDIDO, pausado_em: em(-10), resolucao_ate: em(-10), risco_em: null },
    sla: 'no_prazo',
  },
  {
    nome: 'paused 1 ms after its due time: late',
    linha: { ...RESPONDIDO, pausado_em: em(-10, 1), resolucao_ate: em(-10), risco_em: null },
    sla: 'estourado',
  },
  {
    nome: 'resolved exactly when due: kept',
    fechado: true,
    linha: {
      ...RESPONDIDO,
      resolvido_em: em(-10),
      pausado_em: em(-10),
      resolucao_ate: em(-10),
      risco_em: null,
    },
    sla: 'cumprido',
  },
  {
    nome: 'resolved 1 ms late: late for good',
    fechado: true,
    linha: {
      ...RESPONDIDO,
      resolvido_em: em(-10, 1),
      pausado_em: em(-10, 1),
      resolucao_ate: em(-10),
      risco_em: null,
    },
    sla: 'estourado',
  },
  {
    nome: 'resolved without an answer before the answer was due: kept (stage resolved, open)',
    linha: {
      resolvido_em: em(-10),
      pausado_em: em(-10),
      primeira_resposta_ate: em(20),
      risco_em: null,
    },
    sla: 'cumprido',
  },
  {
    nome: 'resolved without an answer 1 ms after it was due: late (open)',
    linha: {
      resolvido_em: em(-10),
      pausado_em: em(-10),
      primeira_resposta_ate: em(-10, -1),
      risco_em: null,
    },
    sla: 'estourado',
  },
  {
    nome: 'closed by its owner before any answer, in time: on time, never kept',
    fechado: true,
    linha: { encerrado_sem_resposta_em: em(-10), pausado_em: em(-10), risco_em: null },
    sla: 'no_prazo',
  },
  {
    nome: 'closed by its owner exactly when the answer was due',
    fechado: true,
    linha: {
      encerrado_sem_resposta_em: em(-10),
      pausado_em: em(-10),
      primeira_resposta_ate: em(-10),
      risco_em: null,
    },
    sla: 'no_prazo',
  },
  {
    nome: 'closed by its owner 1 ms after the answer was due: late',
    fechado: true,
    linha: {
      encerrado_sem_resposta_em: em(-10, 1),
      pausado_em: em(-10, 1),
      primeira_resposta_ate: em(-10),
      risco_em: null,
    },
    sla: 'estourado',
  },
  {
    nome: 'closed by its owner in time long ago, its resolution time since passed: on time',
    fechado: true,
    linha: {
      encerrado_sem_resposta_em: em(-600),
      pausado_em: em(-600),
      primeira_resposta_ate: em(-500),
      resolucao_ate: em(-100),
      risco_em: null,
    },
    sla: 'no_prazo',
  },
  {
    nome: 'no figures yet (a ticket from before the help desk): nothing to judge',
    linha: { primeira_resposta_ate: null, resolucao_ate: null, risco_em: null },
    sla: 'no_prazo',
  },
];

const COLUNAS = Object.keys(NOVO) as (keyof Linha)[];

let t: TestApp;
/** Each case's ticket id, in the table's order. */
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const c of CASOS) {
    const { ticket } = await buildAtendimento(t);
    // the case's facts and due times as they would be stored (no write path makes them to order)
    await completo(t.db)
      .updateTable('atendimentos')
      .set({ ...NOVO, ...c.linha, status: c.fechado ? 'fechado' : 'aberto' })
      .where('id', '=', ticket.id)
      .execute();
    ids.push(ticket.id);
  }
});
afterAll(() => t.close());

/** The rows as the database gives them back (PostgreSQL: its own timestamps, read as ISO). */
async function linhas(): Promise<Map<number, Linha & { status: string }>> {
  const rows = await completo(t.db)
    .selectFrom('atendimentos')
    .select(['id', 'status', ...COLUNAS])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

describe('the SLA state: JS and SQL from one rule', () => {
  it('each case has its state, in JS and in SQL', async () => {
    const doBanco = await linhas();
    const sql = new Map(
      (
        await t.db
          .selectFrom('atendimentos')
          .select((eb) => ['id', situacaoSlaSql(AGORA)(eb).as('sla')])
          .where('id', 'in', ids)
          .execute()
      ).map((r) => [r.id, r.sla]),
    );
    const obtido = CASOS.map((c, i) => ({
      nome: c.nome,
      js: situacaoSla(comoGuardada(doBanco.get(ids[i]!)!), AGORA),
      sql: sql.get(ids[i]!),
    }));
    expect(obtido).toEqual(CASOS.map((c) => ({ nome: c.nome, js: c.sla, sql: c.sla })));
  });

  it('the badge counts are the open tickets by state', async () => {
    const abertos = CASOS.filter((c) => !c.fechado);
    const de = (s: SituacaoSla) => abertos.filter((c) => c.sla === s).length;
    expect({ em_risco: de('em_risco'), atrasados: de('estourado') }).toEqual({
      em_risco: 4,
      atrasados: 6,
    });
    expect(await contadoresDoSuporte(t.db, AGORA)).toEqual({
      novos: abertos.length,
      em_risco: 4,
      atrasados: 6,
    });
  });

  it('the next change of a count is never missed: no open ticket changes state before it', async () => {
    const abertos = [...(await linhas()).values()].filter((r) => r.status === 'aberto');
    const estados = (em: number) => abertos.map((r) => situacaoSla(comoGuardada(r), new Date(em)));
    // the nearest threshold: a due time now, late 1 ms after it (before the risk time 2 ms ahead)
    expect(await proximaMudanca(t.db, AGORA)).toEqual(new Date(AGORA.getTime() + 1));
    let desde = AGORA.getTime();
    let passos = 0;
    for (;;) {
      const proxima = await proximaMudanca(t.db, new Date(desde));
      if (!proxima) break;
      expect(proxima.getTime()).toBeGreaterThan(desde);
      expect(estados(proxima.getTime() - 1)).toEqual(estados(desde));
      desde = proxima.getTime();
      expect(++passos).toBeLessThan(50);
    }
    // after the last one, nothing changes by itself any more
    expect(estados(desde + 10 * 365 * 86_400_000)).toEqual(estados(desde));
    expect(estados(desde)).not.toEqual(estados(AGORA.getTime()));
  });
});

// ---- unread answers ----

/** Who wrote, in order: the owner, support, or an internal note (staff only, another table). */
type Escrita = 'dono' | 'suporte' | 'nota';
interface Leitura {
  nome: string;
  escritas: Escrita[];
  /** the owner has been shown the messages up to this one (an index in `escritas`); null: none */
  lidoAte: number | null;
  fechado?: boolean;
  naoLida: boolean;
}

const LEITURAS: Leitura[] = [
  { nome: 'no message', escritas: [], lidoAte: null, naoLida: false },
  { nome: 'only the owner wrote', escritas: ['dono', 'dono'], lidoAte: null, naoLida: false },
  { nome: 'an answer never read', escritas: ['dono', 'suporte'], lidoAte: null, naoLida: true },
  { nome: 'read up to the answer', escritas: ['dono', 'suporte'], lidoAte: 1, naoLida: false },
  { nome: 'read past the answer', escritas: ['suporte', 'dono'], lidoAte: 1, naoLida: false },
  {
    nome: 'read up to the owner, an answer after',
    escritas: ['dono', 'suporte', 'dono'],
    lidoAte: 0,
    naoLida: true,
  },
  {
    nome: 'an internal note after the mark',
    escritas: ['dono', 'nota'],
    lidoAte: 0,
    naoLida: false,
  },
  {
    nome: 'closed with an answer never read',
    escritas: ['dono', 'suporte'],
    lidoAte: null,
    fechado: true,
    naoLida: true,
  },
];

/** Each reading case's ticket, owner and the id of its newest message (null: none). */
const leituras: { id: number; dono: number; ultima: number | null; marca: number | null }[] = [];

async function criarLeituras() {
  const rh = await buildUser(t, { role: 'rh' });
  for (const c of LEITURAS) {
    const a = await buildAtendimento(t);
    const mensagens: (number | null)[] = [];
    for (const e of c.escritas) {
      if (e === 'nota') {
        await insertNota(t.db, { atendimentoId: a.ticket.id, autor: rh.user, texto: 'Nota' });
        mensagens.push(null);
      } else {
        const autor = e === 'dono' ? a.owner : rh;
        mensagens.push((await buildMensagem(t, { atendimento: a, autor })).message.id);
      }
    }
    const marca = c.lidoAte === null ? null : mensagens[c.lidoAte]!;
    // the mark written as an insider would: the features' type has no such column
    await completo(t.db)
      .updateTable('atendimentos')
      .set({ lido_ate_colaborador: marca, status: c.fechado ? 'fechado' : 'aberto' })
      .where('id', '=', a.ticket.id)
      .execute();
    const ultima = mensagens.filter((m) => m !== null).at(-1) ?? null;
    leituras.push({ id: a.ticket.id, dono: a.owner.user.id, ultima, marca });
  }
}

describe('an unread answer: one rule for the lists, the badge and the reading', () => {
  // made once the SLA's tests are done: their open tickets would change its counts
  beforeAll(criarLeituras);

  it("the owner's list marks the tickets with an answer not yet shown, open or closed", async () => {
    const obtido = [];
    for (const [i, l] of leituras.entries()) {
      const naoLidas = await comRespostaNaoLida(t.db, l.dono, [l.id]);
      obtido.push({ nome: LEITURAS[i]!.nome, naoLida: naoLidas.has(l.id) });
    }
    expect(obtido).toEqual(LEITURAS.map((c) => ({ nome: c.nome, naoLida: c.naoLida })));
  });

  it("the badge counts each owner's open tickets so marked", async () => {
    const contagem = await respondidosDe(
      t.db,
      leituras.map((l) => l.dono),
    );
    expect(LEITURAS.map((c, i) => ({ nome: c.nome, n: contagem.get(leituras[i]!.dono) }))).toEqual(
      LEITURAS.map((c) => ({ nome: c.nome, n: c.naoLida && !c.fechado ? 1 : 0 })),
    );
  });

  it('reading to the newest message tells the owner exactly when an answer was unread', async () => {
    const eventosDe = async (dono: number) =>
      Number(
        (
          await t.db
            .selectFrom('eventos')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('usuario_id', '=', dono)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const obtido = [];
    for (const [i, l] of leituras.entries()) {
      if (l.ultima === null) {
        obtido.push({ nome: LEITURAS[i]!.nome, avisado: false });
        continue;
      }
      // the mark as the chat reads it with the ticket (null: never read, 0)
      const { marca_do_dono: antes } = await t.db
        .selectFrom('atendimentos')
        .select(marcaDoDono)
        .where('id', '=', l.id)
        .executeTakeFirstOrThrow();
      const evento = {
        tipo: 'atendimento' as const,
        usuarioId: l.dono,
        dados: { atendimento_id: l.id },
      };
      const antesDaLeitura = await eventosDe(l.dono);
      await avancarMarca(t.handle, l.id, antes, l.ultima, evento);
      obtido.push({ nome: LEITURAS[i]!.nome, avisado: (await eventosDe(l.dono)) > antesDaLeitura });
    }
    expect(obtido).toEqual(LEITURAS.map((c) => ({ nome: c.nome, avisado: c.naoLida })));
    // and every mark now stands at its newest message: nothing unread is left
    for (const l of leituras) {
      expect([...(await comRespostaNaoLida(t.db, l.dono, [l.id]))]).toEqual([]);
    }
  });
});
