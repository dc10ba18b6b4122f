/**
 * A double click, or a retry whose answer was lost, creates once (docs/decisions/059-criacoes-
 * idempotentes.md): publishing a version of the Código de Conduta, registering an incident,
 * notifying the people affected and creating a training honour `Idempotency-Key`
 * (server/core/idempotencia.ts), one after the other and at the same time, on both databases.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAVE_REUSADA } from '../../core/idempotencia.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (u: BuiltUser, url: string, payload: object, chave?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...u.auth, ...(chave === undefined ? {} : { 'idempotency-key': chave }) },
    payload,
  });
type Tabela = 'conduta_versoes' | 'incidentes' | 'comunicados' | 'treinamentos' | 'audit_log';
const contar = async (tabela: Tabela) =>
  Number(
    (
      await t.db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** `h` hours before the test file started: the same body twice is the same instant */
const INICIO = Date.now();
const hora = (h: number) => new Date(INICIO - h * 3_600_000).toISOString();

interface Caso {
  nome: string;
  tabela: Tabela;
  /** who may create, and any row the creation needs first; answers the url */
  preparar: () => Promise<{ quem: BuiltUser; url: string }>;
  corpo: (n: number) => object;
}

const casos: Caso[] = [
  {
    nome: 'publishing a version of the Código de Conduta',
    tabela: 'conduta_versoes',
    preparar: async () => ({
      quem: await buildUser(t, { role: 'compliance' }),
      url: '/api/conduta/versoes',
    }),
    corpo: (n) => ({
      titulo: 'Código de Conduta',
      texto: `Tratamos todos com respeito (${n}).`,
      resumo: `Mudança ${n}`,
    }),
  },
  {
    nome: 'registering an incident',
    tabela: 'incidentes',
    preparar: async () => ({
      quem: await buildUser(t, { role: 'admin' }),
      url: '/api/admin/incidentes',
    }),
    corpo: (n) => ({
      descricao: `Notebook furtado (${n})`,
      ocorrido_em: hora(3),
      ciencia_em: hora(2),
      dados_afetados: 'Nome e CPF',
      titulares_estimados: 10,
      medidas: 'Senhas trocadas',
    }),
  },
  {
    nome: 'notifying the people affected by an incident',
    tabela: 'comunicados',
    preparar: async () => {
      const admin = await buildUser(t, { role: 'admin' });
      await buildUser(t, { role: 'colaborador' });
      const r = await post(admin, '/api/admin/incidentes', casos[1]!.corpo(0));
      expect(r.statusCode, r.body).toBe(201);
      return { quem: admin, url: `/api/admin/incidentes/${r.json().id}/comunicados` };
    },
    corpo: (n) => ({ texto: `Seus dados podem ter sido expostos (${n}).`, para: 'todos' }),
  },
  {
    nome: 'creating a training',
    tabela: 'treinamentos',
    preparar: async () => ({
      quem: await buildUser(t, { role: 'compliance' }),
      url: '/api/treinamentos',
    }),
    corpo: (n) => ({
      titulo: `Prevenção ao assédio (${n})`,
      tema: 'assedio',
      data: '2026-11-20',
      carga_horaria_min: 60,
      modalidade: 'presencial',
    }),
  },
];

describe.each(casos)('Idempotency-Key: $nome', ({ tabela, preparar, corpo }) => {
  it('the same key twice makes one row and answers the first answer again', async () => {
    const { quem, url } = await preparar();
    const antes = await contar(tabela);
    const auditoria = await contar('audit_log');
    const chave = crypto.randomUUID();
    const primeira = await post(quem, url, corpo(1), chave);
    expect(primeira.statusCode, primeira.body).toBe(201);
    const segunda = await post(quem, url, corpo(1), chave);
    expect(segunda.statusCode, segunda.body).toBe(201);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.json()).toEqual(primeira.json());
    expect(await contar(tabela)).toBe(antes + 1);
    expect(await contar('audit_log')).toBe(auditoria + 1);
    // the same key for something else is refused; another key is another row
    const outra = await post(quem, url, corpo(2), chave);
    expect(outra.statusCode).toBe(422);
    expect(outra.json().error).toBe(CHAVE_REUSADA);
    expect((await post(quem, url, corpo(2), crypto.randomUUID())).statusCode).toBe(201);
    expect(await contar(tabela)).toBe(antes + 2);
  });

  it('the same key sent four times at once makes one row', async () => {
    const { quem, url } = await preparar();
    const antes = await contar(tabela);
    const chave = crypto.randomUUID();
    const respostas = await Promise.all([1, 2, 3, 4].map(() => post(quem, url, corpo(1), chave)));
    expect(respostas.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(respostas.map((r) => r.body)).size).toBe(1);
    expect(await contar(tabela)).toBe(antes + 1);
  });

  it("one person's key never answers another's request", async () => {
    const { quem, url } = await preparar();
    const outro = await buildUser(t, { role: quem.user.role });
    const antes = await contar(tabela);
    const chave = crypto.randomUUID();
    expect((await post(quem, url, corpo(1), chave)).statusCode).toBe(201);
    const dele = await post(outro, url, corpo(1), chave);
    expect(dele.statusCode, dele.body).toBe(201);
    expect(dele.headers['idempotent-replayed']).toBeUndefined();
    expect(await contar(tabela)).toBe(antes + 2);
  });
});
