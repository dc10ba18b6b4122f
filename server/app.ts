import { randomUUID } from 'node:crypto';
import './lib/zod-em-portugues.js';
import { importFilesFromDisk } from './lib/files.js';
import { comNome } from './lib/plugin-com-nome.js';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { siteContent } from '../common/content.js';
import { UPLOAD_MAX_BYTES } from '../common/constants.js';
import type { Config } from './config.js';
import { migrate, openDatabase, type DbHandle } from './db/index.js';
import { resolveJwtSecret, resolveSecret, TokenService } from './lib/tokens.js';
import { resolverChavesVapid } from './lib/vapid.js';
import { Cofre } from './lib/cofre.js';
import { registerAuth } from './plugins/auth.js';
import { agendarLimpezaIdempotencia } from './core/idempotencia-registros.js';
import { agendarLimpezaArquivosOrfaos } from './core/arquivos-orfaos.js';
import { agendarRetencaoDeDados } from './core/retencao.js';
import { registrarInstancia } from './core/instancias.js';
import { conferirAvisoDePrivacidade } from './core/aviso-de-privacidade.js';
import {
  clientErrorHandler,
  frameworkErrors,
  refuseConnect,
  refuseUnknownMethods,
} from './plugins/client-errors.js';
import { registerErrorHandling } from './plugins/errors.js';
import { loggerOptions, responderIdDaRequisicao } from './plugins/logging.js';
import { registrarMetricas } from './operacao/metricas.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerWeb } from './plugins/web.js';
import { registerGracefulClose } from './plugins/shutdown.js';
import { registrarFechamentoGradual } from './plugins/fechamento-gradual.js';
import { bootstrapAdmin } from './features/usuarios/bootstrap.js';
import { conferirChave } from './core/audit-cadeia.js';
import healthRoutes from './features/health/routes.js';
import authRoutes from './features/conta/routes.js';
import segundoFatorRoutes from './features/conta/segundo-fator-routes.js';
import sessoesRoutes from './features/conta/sessoes-routes.js';
import passkeysRoutes from './features/conta/passkeys-routes.js';
import usersRoutes from './features/usuarios/routes.js';
import linksRoutes from './features/dashboards/routes.js';
import atendimentosRoutes from './features/atendimentos/routes.js';
import auditRoutes from './features/auditoria/routes.js';
import denunciasRoutes from './features/denuncias/routes.js';
import contatoRoutes from './features/contato/routes.js';
import eventosRoutes from './features/eventos/routes.js';
import avisosRoutes from './features/avisos/routes.js';
import privacidadeRoutes from './features/privacidade/routes.js';
import incidentesRoutes from './features/incidentes/routes.js';
import comunicadosRoutes from './features/comunicados/routes.js';
import solicitacoesPrivacidadeRoutes from './features/solicitacoes-privacidade/routes.js';
import treinamentosRoutes from './features/treinamentos/routes.js';
import condutaRoutes from './features/conduta/routes.js';
import conteudoRoutes from './features/conteudo/routes.js';
import candidaturasRoutes from './features/conteudo/candidaturas.js';
import midiasRoutes from './features/conteudo/midias.js';
import feedRoutes, { baseDoSite } from './features/conteudo/feed.js';
import { carregarPaginas } from './features/conteudo/paginas.js';
import { registroDeDadosPessoais } from './dados-pessoais.js';
import { atualizarPrazos } from './features/atendimentos/mesa/prazos-iniciais.js';

/**
 * A statement (or a wait for a lock) longer than this is cancelled by PostgreSQL and answered 503
 * (server/plugins/errors.ts): a request does not hang as long as the database does, and one in
 * flight ends before the 10 s a stopping instance gives it (server/plugins/shutdown.ts).
 */
const LIMITE_CONSULTA_MS = 5_000;

export interface BuildOptions {
  config: Config;
  /** where logs go (tests capture them); stdout by default */
  logStream?: DestinationStream;
  /** an already opened database (tests); otherwise opened from the config */
  dbHandle?: DbHandle;
  /** what the person who started the server must read, in plain words (main.ts: the terminal) */
  avisar?: (texto: string) => void;
}

export async function buildApp({
  config,
  logStream,
  dbHandle,
  avisar = () => {},
}: BuildOptions): Promise<FastifyInstance> {
  // the notice the public reads states the period this server keeps, or it does not start
  conferirAvisoDePrivacidade(config.webDir, config.ouvidoriaRetencaoDias);
  const handle =
    dbHandle ??
    openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      chaveAuditoria: config.auditoriaChave,
      limiteConsultaMs: LIMITE_CONSULTA_MS,
    });
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // Random, not a counter: a gap in a counter would tell the log that a request it does not
    // show (the Ouvidoria's reporter routes log nothing) came between two it does.
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Closing drains (server/plugins/shutdown.ts): a request that arrives on a kept-alive
    // connection meanwhile is served (with Connection: close), not refused with a 503 that the
    // proxy would hand to the client.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // requests refused before routing answer in the product's shape too
    clientErrorHandler,
    frameworkErrors,
  });
  refuseConnect(app);
  app.addHook('onClose', async () => {
    if (!dbHandle) await handle.close();
  });
  try {
    await migrate(handle);
    // an instance with another audit key would fork the chain: it does not start
    await conferirChave(handle.db, handle.auditoria);
    await handle.listen(app.log);
    await bootstrapAdmin(handle, config.adminPassword, app.log, avisar);
    // files an older version kept on disk move into the database (docs/decisions/020)
    const importados = await importFilesFromDisk(handle.db, config.dataDir);
    if (importados)
      app.log.info({ arquivos: importados }, 'arquivos do disco movidos para o banco');
  } catch (err) {
    await app.close();
    throw err;
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const tokens = new TokenService(resolveJwtSecret(config.jwtSecret, config.dataDir));
  // Before anything else reads: what other processes committed since the last request.
  app.addHook('onRequest', (_req, _reply, done) => {
    handle.changes.poll();
    done();
  });
  const content = siteContent.parse(JSON.parse(fs.readFileSync(config.contentFile, 'utf8')));
  const cofre = new Cofre(resolveSecret(config.mfaSecret, config.dataDir, 'mfa-secret'));
  app.decorate('ctx', {
    config,
    content,
    db: handle.db,
    dbHandle: handle,
    tokens,
    cofre,
    push: { chaves: resolverChavesVapid(config.push.vapid, config.dataDir) },
    instancia: { encerrando: false, aoEncerrar: new Set<(retryMs: number) => void>() },
    dadosPessoais: registroDeDadosPessoais(),
  });

  // Open tickets' due times for today's support calendar and targets, before any request is
  // taken. Here, with the migrations' kind of work, and not while the help desk's routes load:
  // Fastify gives a plugin 10 s to load, and a start that had thousands of tickets to rewrite (a
  // holiday added, or a target changed) took longer and did not start at all
  // (docs/product/atendimentos.md, "Prazos").
  try {
    await atualizarPrazos(app.ctx);
  } catch (err) {
    await app.close();
    throw err;
  }

  registerSecurityHeaders(app, config, content.company.map.embedUrl);
  // X-Request-Id on every answer, and the metrics (docs/product/operacao.md)
  responderIdDaRequisicao(app);
  registrarMetricas(app);
  registerErrorHandling(app);
  refuseUnknownMethods(app);
  registerGracefulClose(app);
  // an answer given before the body has all come is read to its end before closing
  registrarFechamentoGradual(app);
  registerAuth(app);
  // Idempotency-Key answers are kept 24 h (server/core/idempotencia.ts)
  agendarLimpezaIdempotencia(app);
  // stored bytes nothing refers to, a day old (server/core/arquivos-orfaos.ts)
  agendarLimpezaArquivosOrfaos(app);
  // each kind of personal data erased when its time is up, once a day (server/core/retencao.ts)
  agendarRetencaoDeDados(app);
  // this server is using the database: restaurar refuses it meanwhile (server/core/instancias.ts)
  registrarInstancia(app);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });

  // Feature routes, registered explicitly (in this order, each by its name, ./lib/plugin-com-nome.ts)
  // so the call graph can be read from here.
  for (const rotas of [
    healthRoutes,
    authRoutes,
    segundoFatorRoutes,
    sessoesRoutes,
    passkeysRoutes,
    usersRoutes,
    linksRoutes,
    atendimentosRoutes,
    auditRoutes,
    denunciasRoutes,
    contatoRoutes,
    eventosRoutes,
    avisosRoutes,
    privacidadeRoutes,
    incidentesRoutes,
    comunicadosRoutes,
    solicitacoesPrivacidadeRoutes,
    treinamentosRoutes,
    condutaRoutes,
    conteudoRoutes,
    candidaturasRoutes,
    midiasRoutes,
    feedRoutes,
  ])
    await app.register(comNome(rotas));

  await registerWeb(app, config.webDir, (dir) =>
    carregarPaginas(app.ctx, dir, (req) => baseDoSite(app, req)),
  );
  return app;
}
