/**
 * The privacy notice states the Ouvidoria's period the server keeps
 * (docs/decisions/062-retencao-da-ouvidoria-configurada.md): the built server refuses to start
 * when the pre-rendered notice in WEB_DIR states another, and the web build states the default.
 * Needs the build (`npm run build`). Process-level: runs once, in the SQLite project.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prazoDaOuvidoria, RETENCAO } from '../../common/retencao.js';
import { avisoDizOPrazo } from '../core/aviso-de-privacidade.js';
import { usingPostgres } from './app.js';
import { DIST_MAIN, requireBuild, startServer, type RunningServer } from './process.js';

let server: RunningServer | undefined;
afterEach(() => {
  server?.proc.kill('SIGKILL');
  server = undefined;
});

/** A WEB_DIR whose pre-rendered notice states `prazo` as the Ouvidoria's period. */
function webDirComAviso(prazo: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-aviso-'));
  fs.mkdirSync(path.join(dir, 'privacidade'));
  fs.writeFileSync(
    path.join(dir, 'privacidade', 'index.html'),
    `<!DOCTYPE html><html><body><li>Relatos da Ouvidoria e seus casos<!-- -->: <!-- -->${prazo}</li></body></html>`,
  );
  fs.writeFileSync(path.join(dir, '__spa-fallback.html'), '<!DOCTYPE html><html></html>');
  return dir;
}

/** Starts the built server and waits for it to exit (a refused start exits at once). */
function iniciarRecusado(env: Record<string, string>) {
  requireBuild();
  const { DATABASE_URL: _fora, ...resto } = process.env;
  return spawnSync(process.execPath, [DIST_MAIN], {
    env: {
      ...resto,
      PORT: '0',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-aviso-dados-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe.skipIf(usingPostgres())('the built notice and OUVIDORIA_RETENCAO_DIAS', () => {
  it('a start with another period than the built notice states is refused, in one line', () => {
    const r = iniciarRecusado({
      WEB_DIR: webDirComAviso(prazoDaOuvidoria(1825)),
      OUVIDORIA_RETENCAO_DIAS: '30',
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'Configuração inválida: OUVIDORIA_RETENCAO_DIAS 30 (30 dias) não é o prazo do aviso de privacidade construído; rode npm run build com OUVIDORIA_RETENCAO_DIAS=30\n',
    );
  });

  it('"15 anos" on the notice is not the default "5 anos"', () => {
    expect(avisoDizOPrazo(prazoDaOuvidoria(15 * 365), 1825)).toBe(false);
    const r = iniciarRecusado({ WEB_DIR: webDirComAviso(prazoDaOuvidoria(15 * 365)) });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^Configuração inválida: OUVIDORIA_RETENCAO_DIAS 1825 \(5 anos\)/);
  });

  it('a start with the period the notice states serves it', async () => {
    server = await startServer({
      WEB_DIR: webDirComAviso(prazoDaOuvidoria(30)),
      OUVIDORIA_RETENCAO_DIAS: '30',
    });
    const res = await fetch(`${server.url}/privacidade`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('30 dias depois da conclusão ou do arquivamento do caso.');
  }, 90_000);

  it('the web build states the default period on the notice', () => {
    const aviso = path.resolve(process.env.BUILD_DIR ?? 'build', 'client/privacidade/index.html');
    if (!fs.existsSync(aviso)) throw new Error(`${aviso} não existe: rode \`npm run build\`.`);
    const html = fs.readFileSync(aviso, 'utf8');
    expect(avisoDizOPrazo(html, RETENCAO.ouvidoria.dias)).toBe(true);
    expect(html).toContain('5 anos depois da conclusão ou do arquivamento do caso.');
  });
});
