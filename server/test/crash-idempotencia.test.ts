import { tokenPara } from './factories.js';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../db/index.js';
import { insertUser } from '../features/usuarios/repository.js';
import { hashPassword } from '../lib/password-hashing.js';
import { TokenService } from '../lib/tokens.js';
import { usingPostgres } from './app.js';
import { criarBancoProprio } from '../../scripts/lib/banco-proprio.mjs';
import { startServer } from './process.js';

/**
 * Exactly once across a crash (docs/decisions/022-idempotencia.md): employees send chat messages
 * with an Idempotency-Key, the built server is killed with SIGKILL mid-stream, restarted on the
 * same data, and every message is sent again with its key, as the device's queue does. Each text
 * must then exist once; an answered one gets its first answer back, and one that committed but
 * whose answer was lost to the kill gets the answer it never heard.
 */
const EMPLOYEES = 5;
/** a kill a few milliseconds after the nth answer, when others may have committed unanswered */
const KILL_POINTS = [
  { acks: 20, ms: 0 },
  { acks: 40, ms: 2 },
  { acks: 60, ms: 5 },
];
const SECRET = crypto.randomBytes(32).toString('base64url');
const tokens = new TokenService(SECRET);

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const people: { token: string; atendimentoId?: number }[] = [];

interface Enviado {
  chave: string;
  mensagem: string;
  url: string;
  token: string;
  /** the first answer's message id; undefined when the kill took the answer */
  id?: number;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-idem-'));
  if (usingPostgres()) {
    const banco = await criarBancoProprio(process.env.TEST_DATABASE_URL!, 'crash_idem');
    databaseUrl = banco.url;
    dropDatabase = banco.drop;
  }
  const handle = openDatabase({ dataDir, databaseUrl });
  await migrate(handle);
  const senhaHash = await hashPassword('SenhaForte123');
  for (let i = 0; i < EMPLOYEES; i++) {
    const u = await insertUser(handle.db, {
      nome: `Colaborador ${i}`,
      login: `colab.idem${i}`,
      senhaHash,
      role: 'colaborador',
      primeiroLogin: false,
    });
    people.push({ token: await tokenPara(handle.db, tokens, u) });
  }
  await handle.close();
}, 60_000);

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

const start = () =>
  startServer({
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

const enviar = (base: string, e: Enviado) =>
  fetch(`${base}${e.url}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${e.token}`,
      'content-type': 'application/json',
      'idempotency-key': e.chave,
    },
    body: JSON.stringify({ mensagem: e.mensagem }),
  });

describe('SIGKILL while messages with an Idempotency-Key are sent', () => {
  it('every message exists once after the retries, and each retry gets the first answer', async () => {
    const log: string[] = [];
    for (const [round, kill] of KILL_POINTS.entries()) {
      const server = await start();
      for (const p of people) {
        const res = await fetch(`${server.url}/api/atendimentos`, {
          method: 'POST',
          headers: { authorization: `Bearer ${p.token}` },
        });
        p.atendimentoId = ((await res.json()) as { atendimentoId: number }).atendimentoId;
      }
      const enviados: Enviado[] = [];
      let acks = 0;
      const employee = async (p: (typeof people)[number]) => {
        for (;;) {
          const chave = crypto.randomUUID();
          const e: Enviado = {
            chave,
            mensagem: `mensagem r${round} ${chave}`,
            url: `/api/atendimentos/${p.atendimentoId}/mensagens`,
            token: p.token,
          };
          enviados.push(e);
          try {
            const res = await enviar(server.url, e);
            expect(res.status).toBe(201);
            e.id = ((await res.json()) as { id: number }).id;
            if (++acks === kill.acks) setTimeout(() => server.proc.kill('SIGKILL'), kill.ms);
          } catch (err) {
            if (err instanceof TypeError) return; // the server died: no answer
            throw err;
          }
        }
      };
      await Promise.all(people.map(employee));
      await server.exited;

      const again = await start();
      let perdidasGravadas = 0;
      try {
        for (const e of enviados) {
          const res = await enviar(again.url, e);
          expect(res.status).toBe(201);
          const { id } = (await res.json()) as { id: number };
          if (e.id !== undefined) {
            expect(id).toBe(e.id);
            expect(res.headers.get('idempotent-replayed')).toBe('true');
          } else if (res.headers.get('idempotent-replayed') === 'true') perdidasGravadas++;
        }
      } finally {
        // a stop is not what this tests: a graceful one would wait up to 3 s for this process's
        // idle keep-alive connections (server/plugins/shutdown.ts); every answered write is in
        again.proc.kill('SIGKILL');
        await again.exited;
      }
      const handle = openDatabase({ dataDir, databaseUrl });
      try {
        const rows = await handle.db
          .selectFrom('mensagens')
          .select('mensagem')
          .where('mensagem', 'like', `mensagem r${round} %`)
          .execute();
        const vezes = new Map<string, number>();
        for (const r of rows) vezes.set(r.mensagem, (vezes.get(r.mensagem) ?? 0) + 1);
        expect(enviados.filter((e) => vezes.get(e.mensagem) !== 1)).toEqual([]);
        expect(rows).toHaveLength(enviados.length);
      } finally {
        await handle.close();
      }
      const semResposta = enviados.filter((e) => e.id === undefined).length;
      log.push(
        `morte ${round + 1}: ${enviados.length} enviadas, ${semResposta} sem resposta, ` +
          `${perdidasGravadas} delas já gravadas (a repetição deu a primeira resposta)`,
      );
    }
    console.log(
      `crash idempotência (${usingPostgres() ? 'PostgreSQL' : 'SQLite'}): ${log.join(' | ')}`,
    );
  }, 120_000);
});
