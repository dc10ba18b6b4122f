/**
 * Events go out in id order, never past an id that may still commit (ordem.ts,
 * docs/decisions/067-leituras-sem-fila.md). On PostgreSQL no lock orders the writers, so two
 * transactions commit their events out of id order here, and one rolls back; on SQLite, with one
 * writer at a time, ids are in commit order.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { concluir } from '../../core/fim-da-escrita.js';
import { createTestApp, usingPostgres, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import { abrirStream, type Stream } from '../../test/sse.js';
import { OrdemDosEventos } from './ordem.js';

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

const evento = (u: BuiltUser, n: number) => ({
  tipo: 'atendimento' as const,
  usuarioId: u.user.id,
  dados: { atendimento_id: n },
});

/** A write that has drawn its event's id and stays open until `terminar` (commit or rollback). */
async function escritaAberta(u: BuiltUser, n: number) {
  let fim!: (confirmar: boolean) => void;
  const decidido = new Promise<boolean>((r) => (fim = r));
  let escreveu!: () => void;
  const escrito = new Promise<void>((r) => (escreveu = r));
  const tx = t.db
    .transaction()
    .execute(async (trx) => {
      await concluir(trx, t.handle, { eventos: [evento(u, n)] });
      escreveu();
      if (!(await decidido)) throw new Error('desfeita');
    })
    .catch((err: Error) => {
      if (err.message !== 'desfeita') throw err;
    });
  await escrito;
  return {
    terminar: async (confirmar: boolean) => {
      fim(confirmar);
      await tx;
    },
  };
}

const escrever = (u: BuiltUser, n: number) =>
  t.db.transaction().execute((trx) => concluir(trx, t.handle, { eventos: [evento(u, n)] }));

const ultimoId = async () =>
  Number(
    (
      await t.db
        .selectFrom('eventos')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0,
  );

describe('the order events go out in', () => {
  it('in id order on both databases, each once', async () => {
    const ana = await buildUser(t);
    const desde = await ultimoId();
    for (const n of [1, 2, 3]) await escrever(ana, n);
    const ordem = new OrdemDosEventos(t.handle);
    const { eventos, esperando } = await ordem.depoisDe(desde, 10);
    expect(esperando).toBe(false);
    expect(eventos.map((e) => JSON.parse(e.dados).atendimento_id)).toEqual([1, 2, 3]);
    expect(eventos.map((e) => e.id)).toEqual([...eventos.map((e) => e.id)].sort((a, b) => a - b));
  });

  it.skipIf(!usingPostgres())(
    'a later id committed first waits for the earlier one; the stream hears them in id order',
    async () => {
      const ana = await buildUser(t);
      const s = await abrirStream(base, ana.token);
      abertos.push(s);
      await s.esperar((e) => e.event === 'contadores');
      const desde = await ultimoId();
      const primeira = await escritaAberta(ana, 1);
      await escrever(ana, 2);
      const ordem = new OrdemDosEventos(t.handle);
      const antes = await ordem.depoisDe(desde, 10);
      expect(antes).toMatchObject({ eventos: [], esperando: true });

      await primeira.terminar(true);
      const depois = await ordem.depoisDe(desde, 10);
      expect(depois.esperando).toBe(false);
      expect(depois.eventos.map((e) => JSON.parse(e.dados).atendimento_id)).toEqual([1, 2]);
      await s.esperar((e) => e.event === 'atendimento' && JSON.parse(e.data).atendimento_id === 2);
      const ouvidos = s.eventos
        .filter((e) => e.event === 'atendimento')
        .map((e) => [Number(e.id), JSON.parse(e.data).atendimento_id]);
      expect(ouvidos.map(([, n]) => n)).toEqual([1, 2]);
      expect(ouvidos[0]![0]).toBeLessThan(ouvidos[1]![0]!);
    },
  );

  it.skipIf(!usingPostgres())(
    'an id rolled back holds the later ones only until its transaction ends',
    async () => {
      const ana = await buildUser(t);
      const s = await abrirStream(base, ana.token);
      abertos.push(s);
      await s.esperar((e) => e.event === 'contadores');
      const desde = await ultimoId();
      const desfeita = await escritaAberta(ana, 1);
      await escrever(ana, 2);
      const ordem = new OrdemDosEventos(t.handle);
      expect((await ordem.depoisDe(desde, 10)).esperando).toBe(true);

      await desfeita.terminar(false);
      const depois = await ordem.depoisDe(desde, 10);
      expect(depois.esperando).toBe(false);
      expect(depois.eventos.map((e) => JSON.parse(e.dados).atendimento_id)).toEqual([2]);
      // the stream is not left waiting: no notice comes of a rollback, the distributor looks again
      await s.esperar((e) => e.event === 'atendimento' && JSON.parse(e.data).atendimento_id === 2);
      const ouvidos = s.eventos.filter((e) => e.event === 'atendimento');
      expect(ouvidos.map((e) => JSON.parse(e.data).atendimento_id)).toEqual([2]);
    },
  );
});
