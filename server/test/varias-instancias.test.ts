/**
 * Two instances of the built server on one PostgreSQL behind Debian's nginx, configured as
 * deploy/nginx/portal.conf says (docs/decisions/019-varias-instancias.md): push crosses from the
 * instance that took a write to a stream open on the other, through the proxy too; a file
 * uploaded through one downloads through the other (no shared disk); a per-address
 * limit holds across both; and when one is killed (SIGKILL) in the middle of writes through the
 * proxy, every acknowledged write is there once, the other keeps serving, and a stream that was
 * on the dead one comes back on the other with Last-Event-ID and gets each missed message once.
 *
 * Needs TEST_DATABASE_URL and nginx; without nginx it is skipped with a line saying so, except
 * in CI (CI=true), where it fails: CI installs nginx (.ci/run).
 */
import { tokenPara } from './factories.js';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarNginx, nginxParaOTeste } from '../../scripts/lib/nginx.mjs';
import { migrate, openDatabase } from '../db/index.js';
import { insertUser } from '../features/usuarios/repository.js';
import { verificarAuditoria } from '../features/auditoria/verificacao.js';
import { hashPassword } from '../lib/password-hashing.js';
import { TokenService } from '../lib/tokens.js';
import { criarBancoProprio } from '../../scripts/lib/banco-proprio.mjs';
import { realPng } from './file-fixtures.js';
import { abrirStream, type Stream } from './sse.js';
import { startServer, WEB_DIR, type RunningServer } from './process.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const temNginx = nginxParaOTeste('varias-instancias.test.ts');

const SECRET = crypto.randomBytes(32).toString('base64url');
/** shared like the JWT secret: an instance with a key of its own would not extend the chain */
const CHAVE_AUDITORIA = crypto.randomBytes(32).toString('base64url');
const tokens = new TokenService(SECRET);
const LIMITE = 4;

describe.runIf(baseUrl && temNginx && process.env.TEST_DB === 'postgres')(
  'two instances on one PostgreSQL behind nginx',
  // One scenario in acts over the same two servers and nginx, started once: its last acts kill A
  // and then verify what both wrote, so they run in the order written, even with
  // `--sequence.shuffle`.
  { shuffle: false },
  () => {
    let databaseUrl: string;
    let dropDatabase: (() => Promise<void>) | undefined;
    let a: RunningServer;
    let b: RunningServer;
    let nginx: Awaited<ReturnType<typeof iniciarNginx>>;
    const dirs: string[] = [];
    let staff: string;
    const colaboradores: { token: string; atendimentoId: number }[] = [];
    const abertos: Stream[] = [];

    const iniciar = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-multi-'));
      dirs.push(dataDir);
      return startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: SECRET,
        AUDITORIA_CHAVE: CHAVE_AUDITORIA,
        TRUST_PROXY: 'true',
        WEB_DIR,
        LIMITS: JSON.stringify({ denunciasPerWindow: LIMITE }),
      });
    };

    beforeAll(async () => {
      const banco = await criarBancoProprio(baseUrl!, 'multi');
      databaseUrl = banco.url;
      dropDatabase = banco.drop;

      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-multi-seed-'));
      dirs.push(dataDir);
      const handle = openDatabase({ dataDir, databaseUrl, chaveAuditoria: CHAVE_AUDITORIA });
      await migrate(handle);
      const senhaHash = await hashPassword('SenhaForte123');
      const rh = await insertUser(handle.db, {
        nome: 'Suporte',
        login: 'suporte.multi',
        senhaHash,
        role: 'rh',
        primeiroLogin: false,
      });
      staff = await tokenPara(handle.db, tokens, rh);
      for (let i = 0; i < 3; i++) {
        const u = await insertUser(handle.db, {
          nome: `Colaborador ${i}`,
          login: `colab.multi${i}`,
          senhaHash,
          role: 'colaborador',
          primeiroLogin: false,
        });
        colaboradores.push({
          token: await tokenPara(handle.db, tokens, u),
          atendimentoId: 0,
        });
      }
      await handle.close();
      [a, b] = await Promise.all([iniciar(), iniciar()]);
      nginx = await iniciarNginx({ upstreams: [a.port, b.port] });
      for (const c of colaboradores) {
        const res = await fetch(`${nginx.url}/api/atendimentos`, {
          method: 'POST',
          headers: { authorization: `Bearer ${c.token}` },
        });
        expect(res.status).toBe(201);
        c.atendimentoId = ((await res.json()) as { atendimentoId: number }).atendimentoId;
      }
    }, 60_000);

    afterAll(async () => {
      for (const s of abertos) s.fechar();
      await nginx?.parar();
      for (const s of [a, b]) if (s && s.proc.exitCode === null) s.proc.kill('SIGTERM');
      await Promise.all([a?.exited, b?.exited]);
      await dropDatabase?.();
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    });

    const stream = async (base: string, token: string, ultimo?: string) => {
      const s = await abrirStream(base, token, ultimo);
      abertos.push(s);
      return s;
    };
    const escrever = (base: string, atendimentoId: number, mensagem: string) =>
      fetch(`${base}/api/atendimentos/${atendimentoId}/mensagens`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
        body: JSON.stringify({ mensagem }),
      });
    const mensagemId = (data: string) =>
      (JSON.parse(data) as { mensagem: { id: number } }).mensagem.id;

    it('a message written through A reaches a stream open on B, and through nginx both ways', async () => {
      const c = colaboradores[0]!;
      const noB = await stream(b.url, c.token);
      const pelaProxy = await stream(nginx.url, c.token);
      expect(noB.status).toBe(200);
      expect(pelaProxy.status).toBe(200);
      await noB.esperar((e) => e.event === 'contadores');
      await pelaProxy.esperar((e) => e.event === 'contadores');

      const res = await escrever(a.url, c.atendimentoId, 'Escrita na instância A.');
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const e = await noB.esperar((x) => x.event === 'mensagem' && mensagemId(x.data) === id);
      expect(JSON.parse(e.data).mensagem.mensagem).toBe('Escrita na instância A.');

      const res2 = await escrever(nginx.url, c.atendimentoId, 'Escrita pela proxy.');
      expect(res2.status).toBe(201);
      const id2 = ((await res2.json()) as { id: number }).id;
      await pelaProxy.esperar((x) => x.event === 'mensagem' && mensagemId(x.data) === id2);
      await noB.esperar((x) => x.event === 'mensagem' && mensagemId(x.data) === id2);
    });

    it('a file uploaded through A downloads through B (each has its own DATA_DIR)', async () => {
      const c = colaboradores[2]!;
      const png = await realPng();
      const form = new FormData();
      form.append('arquivo', new Blob([png], { type: 'image/png' }), 'painel.png');
      const res = await fetch(`${a.url}/api/atendimentos/${c.atendimentoId}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${c.token}` },
        body: form,
      });
      expect(res.status).toBe(201);
      const { url } = (await res.json()) as { url: string };
      expect(a.dataDir).not.toBe(b.dataDir);
      const deB = await fetch(`${b.url}${url}`);
      expect(deB.status).toBe(200);
      expect(Buffer.from(await deB.arrayBuffer())).toEqual(png);
      const pelaProxy = await fetch(`${nginx.url}${url}`);
      expect(pelaProxy.status).toBe(200);
    });

    it('a news item published through A is a page on B and through nginx within 10 s; unpublished, 404 on both', async () => {
      const html = (base: string, url: string) =>
        fetch(`${base}${url}`).then(async (r) => ({ status: r.status, corpo: await r.text() }));
      // B has drawn the news page before, and kept it
      expect((await html(b.url, '/noticias')).status).toBe(200);
      const conteudo = (method: string, url: string, body: unknown) =>
        fetch(`${a.url}${url}`, {
          method,
          headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const titulo = 'Leilão de bezerros na sede';
      const criada = await conteudo('POST', '/api/conteudo/noticias', {
        titulo,
        resumo: 'Lotes de bezerros Nelore desmamados.',
        corpo: 'O leilão será no **sábado**.',
        rascunho: false,
      });
      expect(criada.status).toBe(201);
      const { id, slug } = (await criada.json()) as { id: number; slug: string };
      const ate = async (cond: () => Promise<boolean>) => {
        const limite = Date.now() + 10_000;
        while (Date.now() < limite) {
          if (await cond()) return true;
          await new Promise((r) => setTimeout(r, 50));
        }
        return false;
      };
      expect(await ate(async () => (await html(b.url, `/noticias/${slug}`)).status === 200)).toBe(
        true,
      );
      expect((await html(b.url, '/noticias')).corpo).toContain(`href="/noticias/${slug}"`);
      // both upstreams, in turn, through the proxy
      for (let i = 0; i < 2; i++) {
        const r = await html(nginx.url, `/noticias/${slug}`);
        expect(r.status).toBe(200);
        expect(r.corpo).toContain(`<h1 id="hero-titulo">${titulo}</h1>`);
      }
      expect(
        (await conteudo('PATCH', `/api/conteudo/noticias/${id}`, { rascunho: true })).status,
      ).toBe(200);
      expect(await ate(async () => (await html(b.url, `/noticias/${slug}`)).status === 404)).toBe(
        true,
      );
      for (let i = 0; i < 2; i++) {
        expect((await html(nginx.url, `/noticias/${slug}`)).status).toBe(404);
      }
    });

    it('a per-address limit holds across A and B behind nginx', async () => {
      const denunciar = () =>
        fetch(`${nginx.url}/api/denuncias`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ categoria: 'Fraude', descricao: 'Notas frias.', anonimato: true }),
        });
      const status: number[] = [];
      for (let i = 0; i < LIMITE + 2; i++) status.push((await denunciar()).status);
      // nginx spreads them over both instances; the allowance is counted once for the address
      expect(status).toEqual([...Array(LIMITE).fill(201), 429, 429]);
    });

    it('SIGKILL of A during writes through nginx: acknowledged writes kept once, B serves, the stream resumes on B', async () => {
      const c = colaboradores[1]!;
      const emA = await stream(a.url, c.token);
      await emA.esperar((e) => e.event === 'contadores');

      const confirmadas: number[] = [];
      const falhas: number[] = [];
      let enviadas = 0;
      const escritas = Array.from({ length: 40 }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 15));
        enviadas++;
        try {
          const res = await escrever(nginx.url, c.atendimentoId, `Carga ${i}`);
          if (res.status === 201) confirmadas.push(((await res.json()) as { id: number }).id);
          else falhas.push(res.status);
        } catch {
          falhas.push(0);
        }
      });
      while (enviadas < 12) await new Promise((r) => setTimeout(r, 5));
      a.proc.kill('SIGKILL');
      await Promise.all(escritas);
      await a.exited;
      expect(confirmadas.length).toBeGreaterThan(0);
      // a refusal is the proxy's (A gone mid-request), never the application's: no 500
      expect(falhas.filter((s) => ![0, 502, 504].includes(s))).toEqual([]);

      // B keeps serving through nginx
      const depois = await escrever(nginx.url, c.atendimentoId, 'Depois da queda de A.');
      expect(depois.status).toBe(201);
      confirmadas.push(((await depois.json()) as { id: number }).id);

      // every acknowledged write is stored, once
      const check = new pg.Client({ connectionString: databaseUrl });
      await check.connect();
      const { rows } = await check.query<{ id: number }>(
        'select id from mensagens where id = any($1::int[])',
        [confirmadas],
      );
      await check.end();
      expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual(
        [...confirmadas].sort((x, y) => x - y),
      );

      // the stream that was on A comes back through nginx (now B) with its last id
      await emA.terminou;
      const vistos = emA.eventos.filter((e) => e.event === 'mensagem');
      const ultimo = [...emA.eventos].reverse().find((e) => e.id)?.id;
      expect(ultimo).toBeDefined();
      const deVolta = await stream(nginx.url, c.token, ultimo);
      const ultimaConfirmada = Math.max(...confirmadas);
      await deVolta.esperar(
        (e) => e.event === 'mensagem' && mensagemId(e.data) === ultimaConfirmada,
      );
      const todos = [...vistos, ...deVolta.eventos.filter((e) => e.event === 'mensagem')].map((e) =>
        mensagemId(e.data),
      );
      for (const id of confirmadas)
        expect(
          todos.filter((x) => x === id),
          `mensagem ${id}`,
        ).toHaveLength(1);
      expect(new Set(todos).size).toBe(todos.length);
    });

    it('the audit chain both instances wrote, one of them killed, verifies', async () => {
      const handle = openDatabase({
        dataDir: dirs[0]!,
        databaseUrl,
        chaveAuditoria: CHAVE_AUDITORIA,
      });
      try {
        const v = await verificarAuditoria(handle);
        expect(v).toMatchObject({ integra: true });
        expect(v.integra && v.registros).toBeGreaterThanOrEqual(colaboradores.length);
      } finally {
        await handle.close();
      }
    });
  },
);
