/**
 * A rolling restart of two instances behind Debian's nginx, configured as deploy/nginx/portal.conf
 * says, under load, as README ("Reinício sem interrupção") tells the operator to do it: SIGTERM
 * one instance, start it again, wait for `GET /api/health/pronto` to answer 200, then the other.
 * No client request may fail (docs/product/operacao.md). A live stream on the stopping instance ends with a
 * reconnect hint.
 *
 * Needs TEST_DATABASE_URL and nginx (like varias-instancias.test.ts). The load is bounded in
 * count and time and stays on loopback.
 */
import { tokenPara } from './factories.js';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarNginx, nginxParaOTeste } from '../../scripts/lib/nginx.mjs';
import { criarBancoProprio } from '../../scripts/lib/banco-proprio.mjs';
import { migrate, openDatabase } from '../db/index.js';
import { insertUser } from '../features/usuarios/repository.js';
import { hashPassword } from '../lib/password-hashing.js';
import { TokenService } from '../lib/tokens.js';
import { abrirStream } from './sse.js';
import { freePort, startServer, type RunningServer } from './process.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const temNginx = nginxParaOTeste('reinicio-gradual.test.ts');

const SECRET = crypto.randomBytes(32).toString('base64url');
const CHAVE_AUDITORIA = crypto.randomBytes(32).toString('base64url');
const tokens = new TokenService(SECRET);
/** bounds of the load: whichever comes first */
const MAX_PEDIDOS = 20_000;
const MAX_MS = 60_000;

/** Waits until the instance says it can serve. */
async function esperarPronto(url: string, limiteMs = 20_000): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health/pronto`)).status === 200) return Date.now() - t0;
    } catch {
      // not listening yet
    }
    if (Date.now() - t0 > limiteMs) throw new Error(`${url} não ficou pronta em ${limiteMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(baseUrl && temNginx && process.env.TEST_DB === 'postgres')(
  'a rolling restart of two instances behind nginx',
  () => {
    let databaseUrl: string;
    let dropDatabase: (() => Promise<void>) | undefined;
    const portas: number[] = [];
    const instancias: RunningServer[] = [];
    const dirs: string[] = [];
    let nginx: Awaited<ReturnType<typeof iniciarNginx>>;
    let token: string;
    let atendimentoId: number;

    const iniciar = (porta: number) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rolling-'));
      dirs.push(dataDir);
      return startServer({
        PORT: String(porta),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: SECRET,
        AUDITORIA_CHAVE: CHAVE_AUDITORIA,
        TRUST_PROXY: 'true',
      });
    };

    beforeAll(async () => {
      const banco = await criarBancoProprio(baseUrl!, 'rolling');
      databaseUrl = banco.url;
      dropDatabase = banco.drop;
      const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rolling-seed-'));
      dirs.push(seedDir);
      const handle = openDatabase({
        dataDir: seedDir,
        databaseUrl,
        chaveAuditoria: CHAVE_AUDITORIA,
      });
      await migrate(handle);
      const u = await insertUser(handle.db, {
        nome: 'Colaborador',
        login: 'colab.rolling',
        senhaHash: await hashPassword('SenhaForte123'),
        role: 'colaborador',
        primeiroLogin: false,
      });
      token = await tokenPara(handle.db, tokens, u);
      await handle.close();
      portas.push(await freePort(), await freePort());
      instancias.push(...(await Promise.all(portas.map(iniciar))));
      nginx = await iniciarNginx({ upstreams: portas });
      const res = await fetch(`${nginx.url}/api/atendimentos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(201);
      atendimentoId = ((await res.json()) as { atendimentoId: number }).atendimentoId;
    }, 60_000);

    afterAll(async () => {
      await nginx?.parar();
      for (const s of instancias) if (s.proc.exitCode === null) s.proc.kill('SIGKILL');
      await Promise.all(instancias.map((s) => s.exited));
      await dropDatabase?.();
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    });

    it('restarting A then B under reads and writes fails no request', async () => {
      const auth = { authorization: `Bearer ${token}` };
      const falhas: string[] = [];
      let feitos = 0;
      let parar = false;
      const t0 = Date.now();
      const continuar = () => !parar && feitos < MAX_PEDIDOS && Date.now() - t0 < MAX_MS;
      const trabalhador = async (escreve: boolean) => {
        while (continuar()) {
          feitos++;
          try {
            const res = escreve
              ? await fetch(`${nginx.url}/api/atendimentos/${atendimentoId}/mensagens`, {
                  method: 'POST',
                  headers: { ...auth, 'content-type': 'application/json' },
                  body: JSON.stringify({ mensagem: `Durante o reinício ${feitos}` }),
                })
              : await fetch(`${nginx.url}/api/atendimentos/${atendimentoId}/mensagens`, {
                  headers: auth,
                });
            if (res.status !== (escreve ? 201 : 200)) {
              falhas.push(`${escreve ? 'POST' : 'GET'} ${res.status} ${await res.text()}`);
            } else await res.arrayBuffer();
          } catch (err) {
            falhas.push(`${escreve ? 'POST' : 'GET'} ${String(err)}`);
          }
        }
      };
      const carga = [true, true, false, false].map((w) => trabalhador(w));

      const tempos: Record<string, number> = {};
      for (const i of [0, 1]) {
        const velha = instancias[i]!;
        const stream = await abrirStream(velha.url, token);
        await stream.esperar((e) => e.event === 'contadores');
        await new Promise((r) => setTimeout(r, 1_000)); // load on both
        const parada = Date.now();
        velha.proc.kill('SIGTERM');
        await stream.terminou;
        expect(stream.retry()).toBeGreaterThan(0);
        expect(await velha.exited).toBe(0);
        tempos[`parada${i}`] = Date.now() - parada;
        const nova = await iniciar(portas[i]!);
        instancias[i] = nova;
        tempos[`pronta${i}`] = (await esperarPronto(nova.url)) + Date.now() - parada;
      }
      await new Promise((r) => setTimeout(r, 1_000));
      parar = true;
      await Promise.all(carga);
      console.info(
        `reinicio-gradual: ${feitos} pedidos em ${Date.now() - t0} ms, ${falhas.length} falhas; ` +
          `tempos ${JSON.stringify(tempos)}`,
      );
      expect(feitos).toBeGreaterThan(100);
      expect(falhas).toEqual([]);
    }, 90_000);
  },
);
