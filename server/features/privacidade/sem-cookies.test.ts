/**
 * The public site sets no cookie (docs/product/privacidade.md: no consent banner is needed because
 * of it). Every URL the product answers is asked without a session, as a visitor would — the
 * pre-rendered public pages, the app shell, every API route by GET and POST, and the public forms
 * with valid bodies — and no answer carries Set-Cookie; no server source sets one either.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, paths } from '../../../common/paths.js';
import { PUBLIC_PAGES } from '../../../common/screens.js';
import { prazoDaOuvidoria, RETENCAO } from '../../../common/retencao.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { achados } from '../../test/fontes.js';

let t: TestApp;
let web: string;
beforeAll(async () => {
  // a built front end's shape: the pre-rendered pages and the app shell
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.writeFileSync(path.join(web, '__spa-fallback.html'), '<!doctype html><title>app</title>');
  for (const p of [...PUBLIC_PAGES, paths.login]) {
    fs.mkdirSync(path.join(web, p), { recursive: true });
    // the notice states the Ouvidoria's period the server keeps (server/core/aviso-de-privacidade.ts)
    const corpo =
      p === paths.privacidade ? `<p>${prazoDaOuvidoria(RETENCAO.ouvidoria.dias)}</p>` : '';
    fs.writeFileSync(path.join(web, p, 'index.html'), `<!doctype html><title>${p}</title>${corpo}`);
  }
  t = await createTestApp({
    env: { WEB_DIR: web },
    limits: { denunciasPerWindow: 1000, contatoPerWindow: 1000 },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const urls = () =>
  [...new Set(Object.values(api).map((v) => (typeof v === 'function' ? v('1') : v)))].sort();

describe('no cookie', () => {
  it('no public page, app screen or API answer sets one, for a visitor', async () => {
    const comCookie: string[] = [];
    const pedir = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const r = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      if (r.headers['set-cookie']) comCookie.push(`${method} ${url} ${r.statusCode}`);
      return r;
    };
    for (const p of [...PUBLIC_PAGES, paths.login, paths.portal, paths.meusDados, '/nada']) {
      expect((await pedir('GET', p)).statusCode, p).toBeLessThan(500);
    }
    for (const u of urls()) {
      await pedir('GET', u);
      await pedir('POST', u, {});
    }
    // the public forms, accepted
    const contato = await pedir('POST', api.contato, {
      name: 'Visitante Teste',
      email: 'visitante@exemplo.com.br',
      subject: 'Informações',
      message: 'Uma mensagem de teste com texto suficiente.',
    });
    const denuncia = await pedir('POST', api.denuncias, {
      categoria: 'Fraude',
      descricao: 'Notas fiscais duplicadas.',
      anonimato: true,
    });
    expect([contato.statusCode, denuncia.statusCode]).toEqual([201, 201]);
    expect(comCookie).toEqual([]);
  });

  it('no server source sets a cookie', () => {
    expect(achados([/set-?cookie/i], new Set())).toEqual([]);
  });
});
