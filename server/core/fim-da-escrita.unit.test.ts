/**
 * A write is finished in one place (docs/decisions/044-fim-da-escrita.md): no server or shared
 * file but server/core/fim-da-escrita.ts writes an audit entry, a live event or an idempotency
 * record, or takes the lock of the ordered logs. What `concluir` writes, and in what order, is
 * tested through the features (server/features/auditoria/cadeia.test.ts, eventos, idempotencia).
 */
import { describe, expect, it } from 'vitest';
import { achados } from '../test/fontes.js';

const PERMITIDOS = new Set(['server/core/fim-da-escrita.ts']);

const TABELA = String.raw`(?:audit_log|eventos|idempotencia)`;

/** Writing to the three logs, or taking their lock, in each idiom the code could use. */
const FINS = [
  // Kysely: trx.insertInto('eventos')
  new RegExp(String.raw`insertInto\(\s*['"\`]${TABELA}['"\`]`),
  // raw SQL: sql`insert into audit_log …`
  new RegExp(String.raw`insert\s+into\s+["']?${TABELA}\b`, 'i'),
  // the lock of the ordered logs, by name or by number
  /ORDEM_DOS_REGISTROS|7_?150_?001/,
];

/**
 * Queueing a notice (e-mail or push): the outboxes' inserts live in server/core/avisos.ts, and a
 * notice is queued only when `concluir` asks it to (`AvisoPronto.enfileirar`); no writer queues
 * one by itself anywhere in its transaction, as the old helpers let every writer do.
 */
const AVISOS = [
  new RegExp(String.raw`insertInto\(\s*['"\`]avisos_(?:email|push)['"\`]`),
  /insert\s+into\s+["']?avisos_(?:email|push)\b/i,
  /\.enfileirar\(/,
];

describe('the end of a write: one step', () => {
  it('a notice is queued by concluir only, through server/core/avisos.ts', () => {
    const permitidos = new Set(['server/core/avisos.ts', 'server/core/fim-da-escrita.ts']);
    expect(achados(AVISOS, permitidos)).toEqual([]);
    expect(achados([/\.enfileirar\(/], new Set())).toEqual([
      expect.stringMatching(/^server\/core\/fim-da-escrita\.ts:/),
    ]);
  });

  it('no file outside server/core/fim-da-escrita.ts writes the audit log, an event or a key', () => {
    expect(achados(FINS, PERMITIDOS)).toEqual([]);
  });

  it('server/db imports nothing from server/core: the key and the dialect are passed in', () => {
    const importacoes = achados([/from '(?:\.\.\/)+core\//], new Set());
    expect(importacoes.filter((a) => a.startsWith('server/db/'))).toEqual([]);
  });

  it('the scan finds each way of writing them, and lets reads and purges through', () => {
    const escritas = [
      "await trx.insertInto('audit_log').values(valores).execute();",
      'await trx\n    .insertInto("eventos")\n    .values({ tipo })',
      'await trx.insertInto(`idempotencia`).values(r).execute();',
      'await sql`INSERT INTO eventos (tipo, dados) values (${t}, ${d})`.execute(trx);',
      'await sql`insert into "audit_log" (acao) values (\'x\')`.execute(trx);',
      'await sql`select pg_advisory_xact_lock(${ORDEM_DOS_REGISTROS})`.execute(trx);',
      'await sql`select pg_advisory_xact_lock(7150001)`.execute(trx);',
    ];
    const outras = [
      "db.selectFrom('audit_log').selectAll()",
      "db.deleteFrom('eventos').where('id', '<', n)",
      "db.deleteFrom('idempotencia').where('criado_em', '<', limite)",
      "trx.insertInto('avisos_email').values(v)",
      "trx.insertInto('auditoria_cadeia').values(v)",
      'await sql`select pg_advisory_xact_lock(${GESTAO_DE_USUARIOS})`.execute(trx);',
    ];
    const casa = (texto: string) => FINS.some((p) => p.test(texto));
    expect(escritas.filter((e) => !casa(e))).toEqual([]);
    expect(outras.filter(casa)).toEqual([]);
  });
});
