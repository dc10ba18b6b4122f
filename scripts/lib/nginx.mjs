// Debian's nginx in front of instances of the portal, for the tests and the benchmarks: the
// configuration of deploy/nginx/portal.conf with these ports, run as this user in a temporary
// prefix (pid, logs and temporary files inside it) on a free port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portaLivre } from './porta-livre.mjs';

const CONF = fileURLToPath(new URL('../../deploy/nginx/portal.conf', import.meta.url));

/** The nginx binary, or null when it is not installed. */
function nginxBin() {
  for (const p of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(p)) return p;
  }
  return null;
}

/**
 * Whether a test file that needs nginx can run: without it, a line naming the file as skipped;
 * in CI (CI=true) an error instead, since .ci/run installs it.
 */
export function nginxParaOTeste(arquivo) {
  const tem = nginxBin() !== null;
  if (!tem && process.env.CI === 'true') {
    throw new Error('nginx ausente no CI: .ci/run deveria tê-lo instalado.');
  }
  if (!tem) console.warn(`${arquivo}: nginx ausente, teste pulado (apt-get install nginx).`);
  return tem;
}

/** Starts nginx before `upstreams` (ports on 127.0.0.1); answers its url and how to stop it. */
export async function iniciarNginx({ upstreams }) {
  const bin = nginxBin();
  if (!bin) throw new Error('nginx ausente: instale com apt-get install nginx');
  const prefixo = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const porta = await portaLivre();
  const site = fs
    .readFileSync(CONF, 'utf8')
    // the configuration's own upstream, its servers' addresses replaced by `upstreams` (their
    // parameters, and the block's other lines, kept as they are)
    .replace(/upstream portal \{[^}]*\}/s, (bloco) => {
      const parametros = /^\s*server \S+?( [^;]*)?;/m.exec(bloco)?.[1] ?? '';
      const servidores = upstreams.map((p) => `    server 127.0.0.1:${p}${parametros};`);
      return bloco
        .replace(/^\s*server [^;]*;\n/gm, '')
        .replace(/\{\n/, `{\n${servidores.join('\n')}\n`);
    })
    .replace(/listen \d+;/, `listen 127.0.0.1:${porta};`);
  const temp = (n) => path.join(prefixo, n);
  fs.writeFileSync(
    temp('nginx.conf'),
    `worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}
`,
  );
  const proc = spawn(bin, ['-p', prefixo, '-c', temp('nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let erro = '';
  proc.stderr.on('data', (c) => (erro += c));
  const url = `http://127.0.0.1:${porta}`;
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error(`nginx não iniciou: ${erro}`);
    const ok = await new Promise((r) => {
      const c = net.connect(porta, '127.0.0.1', () => {
        c.end();
        r(true);
      });
      c.on('error', () => r(false));
    });
    if (ok) break;
    if (i > 100) throw new Error(`nginx não respondeu em ${url}: ${erro}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    porta,
    async parar() {
      if (proc.exitCode === null) {
        proc.kill('SIGQUIT');
        await new Promise((r) => proc.once('exit', r));
      }
      fs.rmSync(prefixo, { recursive: true, force: true });
    },
  };
}
