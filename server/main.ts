import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { drenar } from './plugins/shutdown.js';
import { abrirMetricas } from './operacao/metricas.js';

/** Asked of the system, which caps it at its own limit (net.core.somaxconn). */
const FILA_DE_CONEXOES = 65_535;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Plain lines for the person at the terminal, beside the JSON log.
  const avisar = (texto: string) => process.stdout.write(`\n${texto}\n\n`);
  const app = await buildApp({ config, avisar });
  // The queue of connections waiting to be taken: the system's limit (net.core.somaxconn,
  // 4096 on Debian 12) rather than Node's 511. A busy server takes one new connection per turn of
  // its loop, so at a shift's start a full queue turned phones away, each trying again 1, 3, 7 and
  // 15 s later (docs/decisions/082-fila-de-conexoes.md).
  await app.listen({ port: config.port, host: config.host, backlog: FILA_DE_CONEXOES });
  if (config.metricas) {
    // Prometheus' own listener, never the public port (docs/product/operacao.md)
    const m = await abrirMetricas(app, config.metricas);
    app.log.info({ porta: m.port, host: m.address }, 'métricas em /metrics');
  }
  avisar(`Portal no ar: abra ${enderecoParaAbrir(config.host, config.port)} no navegador.`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido: encerrando após concluir as requisições em andamento.`);
    // What is still in flight then (a slow upload, a client that stopped reading) is cut: the
    // stop was asked for, and it is done within ENCERRAMENTO_S, at most 10 s
    // (server/plugins/shutdown.ts).
    const timer = setTimeout(() => {
      app.server.getConnections((_err, n) => {
        app.log.warn(
          { conexoes: n },
          `encerramento: ${config.encerramentoMs} ms esgotados, conexões ainda abertas cortadas`,
        );
        app.server.closeAllConnections();
        process.exit(0);
      });
    }, config.encerramentoMs).unref();
    try {
      await drenar(app);
      await app.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'falha ao encerrar');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** The address a person types: localhost for a loopback or every-interface listen. */
function enderecoParaAbrir(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const nome = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${nome}:${port}`;
}

main().catch((err) => {
  // a configuration error is one line naming the variable (server/config.ts)
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('Falha ao iniciar o servidor:', err instanceof Error ? err.message : err);
  process.exit(1);
});
