import { z } from 'zod';
import path from 'node:path';
import { LIMITES_DO_ENVIO } from './lib/postar-push.js';
import { lerServicoPush, SERVICOS_PUSH_PADRAO, type ServicoPush } from './lib/servicos-push.js';
import type { ChavesVapid } from './lib/vapid.js';
import { RETENCAO } from '../common/retencao.js';

/** Abuse limits; tests may lower or raise them. */
export interface Limits {
  loginFailuresPerLogin: number;
  loginFailuresPerAddress: number;
  loginWindowMs: number;
  loginLockMs: number;
  denunciasPerWindow: number;
  acompanhamentoPerWindow: number;
  contatoPerWindow: number;
  publicWindowMs: number;
  /** privacy requests from visitors, per address (docs/product/privacidade.md) */
  solicitacoesPerWindow: number;
  /** push subscriptions an account may make per hour (docs/product/avisos.md) */
  inscricoesPushPerHour: number;
  /** job applications per address (docs/product/conteudo.md) */
  candidaturasPerWindow: number;
  /** passkey sign-in challenges per address per minute (docs/product/conta.md) */
  passkeyOpcoesPerMinute: number;
}

const limitsOverride = z
  .object({
    loginFailuresPerLogin: z.number().int().positive(),
    loginFailuresPerAddress: z.number().int().positive(),
    loginWindowMs: z.number().int().positive(),
    loginLockMs: z.number().int().positive(),
    denunciasPerWindow: z.number().int().positive(),
    acompanhamentoPerWindow: z.number().int().positive(),
    contatoPerWindow: z.number().int().positive(),
    publicWindowMs: z.number().int().positive(),
    solicitacoesPerWindow: z.number().int().positive(),
    inscricoesPushPerHour: z.number().int().positive(),
    candidaturasPerWindow: z.number().int().positive(),
    passkeyOpcoesPerMinute: z.number().int().positive(),
  })
  .partial()
  .strict();

export const defaultLimits: Limits = {
  loginFailuresPerLogin: 10,
  loginFailuresPerAddress: 50,
  loginWindowMs: 15 * 60_000,
  loginLockMs: 15 * 60_000,
  // Per address, this many accepted requests per publicWindowMs (refused input is not counted).
  // Sized for a farm office behind one public address (docs/decisions/009-shared-office-limits.md).
  denunciasPerWindow: 60,
  // A reporter following a case reads it and writes a few times an hour; a guesser needs far more.
  acompanhamentoPerWindow: 120,
  contatoPerWindow: 30,
  publicWindowMs: 60 * 60_000,
  // a request is rarer than a contact message, but a whole office may share one address
  solicitacoesPerWindow: 20,
  // one per tap on "Ativar notificações"; a person holds at most 10 anyway
  inscricoesPushPerHour: 20,
  // a harvest opening may draw a room of candidates filling the form on one office's network
  candidaturasPerWindow: 20,
  // every login page asks for one as it opens (the passkeys offered in the Usuário field): an
  // office's people opening it together get through; a script minting challenges does not
  passkeyOpcoesPerMinute: 60,
};

/**
 * The read caches, by the name CACHES_DESLIGADOS gives them (docs/decisions/041-feed-e-caches.md):
 * the account behind a session, the session itself (its device row, docs/decisions/045-sessoes.md),
 * the roles that must use two-factor sign-in, ticket rows, each ticket's message-list version, and
 * each ticket's rendered message list.
 */
export const CACHES = [
  'conta',
  'sessoes',
  'papeis-mfa',
  'atendimento',
  'versao-mensagens',
  'lista-mensagens',
  'lista-do-dono',
  'passkeys',
] as const;
export type NomeDoCache = (typeof CACHES)[number];

/**
 * Days a concluded or archived Ouvidoria case is kept before it is erased (LGPD art. 16); the
 * default is the notice's (common/retencao.ts). The web build reads it too, through
 * lerOuvidoriaRetencaoDias, to state it on the pre-rendered notice.
 */
const ouvidoriaRetencaoDias = z.coerce
  .number()
  .int('deve ser um número inteiro de dias')
  .min(1, 'deve ser de pelo menos 1 dia')
  .default(RETENCAO.ouvidoria.dias);

/**
 * Configuration comes from environment variables, validated once at start.
 * A bad value stops the start with one clear line naming the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * seconds a stopping instance gives the requests in flight before it cuts them and exits
   * (server/plugins/shutdown.ts): at most the 10 s the product promises; a platform that kills a
   * process sooner (a grace period of 5 s) needs less
   */
  ENCERRAMENTO_S: z.coerce
    .number()
    .min(1, 'deve ser de pelo menos 1 segundo')
    .max(10, 'deve ser de no máximo 10 segundos')
    .default(9.5),
  /** Prometheus metrics on a listener of their own, off when unset (docs/product/operacao.md) */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres://')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
  JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  /** the key that seals the audit chain (docs/decisions/024-auditoria-encadeada.md) */
  AUDITORIA_CHAVE: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  /** the key the two-factor secrets are encrypted under is derived from it (docs/decisions/023) */
  MFA_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  CONTACT_FORM_ENDPOINT: z.string().url('deve ser uma URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * the request header a trusted reverse proxy sets with the client's city (nginx with GeoIP),
   * shown beside each device in Minha Conta (server/core/cidade.ts); unset: no place is shown
   */
  CIDADE_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'deve ser o nome de um cabeçalho HTTP, como X-Cidade')
    .optional(),
  WEB_DIR: z.string().min(1).default('./build/client'),
  CONTENT_FILE: z.string().min(1).default('./content/site.json'),
  OUVIDORIA_RETENCAO_DIAS: ouvidoriaRetencaoDias,
  /** e-mail notices to staff (docs/product/avisos.md): smtp://user:pass@host:587 or smtps://… */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'deve começar com smtp:// ou smtps://')
    .optional(),
  SMTP_FROM: z
    .string()
    .min(3, 'deve ser um remetente, como Portal <nao-responda@empresa.com.br>')
    .default('Portal do Colaborador <nao-responda@localhost>'),
  /** the address people open the portal at, for the links in notices */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'deve ser um endereço http:// ou https://')
    .optional(),
  /** push notices (docs/decisions/046-push.md): the VAPID pair, the same on every instance */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'deve ser a chave pública P-256 em base64url (87 caracteres)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'deve ser a chave privada P-256 em base64url (43 caracteres)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^/\s]+.*)$/,
      'deve ser um endereço mailto: ou https:',
    )
    .default('mailto:nao-responda@localhost'),
  /**
   * how long one push send may take, in seconds, from connecting to the answer's status
   * (server/lib/postar-push.ts): a link slower than the default may need more
   */
  PUSH_PRAZO_S: z.coerce
    .number()
    .int('deve ser um número inteiro de segundos')
    .min(1, 'deve ser de pelo menos 1 segundo')
    .max(30, 'deve ser de no máximo 30 segundos')
    .default(LIMITES_DO_ENVIO.prazoMs / 1000),
  /** the push services the server may post to, comma-separated origins (server/lib/servicos-push.ts) */
  PUSH_SERVICOS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origens = v
        ? v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : [...SERVICOS_PUSH_PADRAO];
      try {
        return origens.map(lerServicoPush);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * read caches turned off, by name, comma-separated: only for measuring what each one buys
   * (`npm run bench -- --sem-cache conta`); production leaves it unset
   */
  CACHES_DESLIGADOS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const nomes = (v ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      const desconhecido = nomes.find((n) => !(CACHES as readonly string[]).includes(n));
      if (desconhecido) {
        ctx.addIssue({
          code: 'custom',
          message: `não conhece o cache "${desconhecido}" (caches: ${CACHES.join(', ')})`,
        });
        return z.NEVER;
      }
      return new Set(nomes as NomeDoCache[]);
    }),
  /** JSON overriding some abuse limits, e.g. {"contatoPerWindow": 100} for end-to-end runs */
  LIMITS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return {};
      try {
        return limitsOverride.parse(JSON.parse(v));
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'deve ser um JSON com limites numéricos conhecidos',
        });
        return z.NEVER;
      }
    }),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** ENCERRAMENTO_S: what a stopping instance gives the requests in flight (server/main.ts) */
  encerramentoMs: number;
  /** where `/metrics` listens; absent: no metrics listener */
  metricas?: { port: number; host: string };
  dataDir: string;
  databaseUrl?: string;
  adminPassword?: string;
  jwtSecret?: string;
  /** AUDITORIA_CHAVE; when unset, a key kept in DATA_DIR (server/lib/auditoria-chave.ts) */
  auditoriaChave?: string;
  mfaSecret?: string;
  contactFormEndpoint?: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /** CIDADE_HEADER, lowercase as Node names headers */
  cidadeHeader?: string;
  webDir: string;
  contentFile: string;
  ouvidoriaRetencaoDias: number;
  /** push notices: the configured VAPID pair (else one kept in DATA_DIR), and where they may go */
  push: { vapid?: ChavesVapid; assunto: string; servicos: ServicoPush[]; prazoMs: number };
  /** set only with SMTP_URL: where and how e-mail notices go */
  email?: { smtpUrl: string; from: string; publicUrl: string };
  /** PUBLIC_URL without a trailing slash: the passkeys' relying party (server/features/conta/passkeys.ts) */
  publicUrl?: string;
  limits: Limits;
  /** read caches turned off for a measurement (CACHES_DESLIGADOS); empty in production */
  cachesDesligados: ReadonlySet<NomeDoCache>;
  /**
   * the day's retention runs when the app is ready, then each hour looks again (server/core/retencao.ts);
   * always in production; the API tests turn it off, so a test app's own start erases and audits
   * nothing a test did not ask for
   */
  retencaoAoIniciar: boolean;
}

export class ConfigError extends Error {}

function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

function erroDeConfiguracao(error: z.ZodError): ConfigError {
  const issue = error.issues[0]!;
  return new ConfigError(`Configuração inválida: ${String(issue.path[0])} ${issue.message}`);
}

/**
 * OUVIDORIA_RETENCAO_DIAS validated as the server validates it: the web build (vite.config.ts)
 * bakes it into the privacy notice (docs/decisions/062-retencao-da-ouvidoria-configurada.md).
 */
export function lerOuvidoriaRetencaoDias(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = z
    .object({ OUVIDORIA_RETENCAO_DIAS: ouvidoriaRetencaoDias })
    .safeParse(blankToUndefined(env));
  if (!parsed.success) throw erroDeConfiguracao(parsed.error);
  return parsed.data.OUVIDORIA_RETENCAO_DIAS;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) throw erroDeConfiguracao(parsed.error);
  const e = parsed.data;
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Configuração inválida: PUBLIC_URL é obrigatório com SMTP_URL (os avisos por e-mail levam um link ao portal)',
    );
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Configuração inválida: VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY vão juntas (ou nenhuma das duas)',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    encerramentoMs: Math.round(e.ENCERRAMENTO_S * 1000),
    metricas: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : undefined,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    auditoriaChave: e.AUDITORIA_CHAVE,
    mfaSecret: e.MFA_SECRET,
    contactFormEndpoint: e.CONTACT_FORM_ENDPOINT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    cidadeHeader: e.CIDADE_HEADER?.toLowerCase(),
    webDir: path.resolve(e.WEB_DIR),
    contentFile: path.resolve(e.CONTENT_FILE),
    ouvidoriaRetencaoDias: e.OUVIDORIA_RETENCAO_DIAS,
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publica: e.VAPID_PUBLIC_KEY, privada: e.VAPID_PRIVATE_KEY }
          : undefined,
      assunto: e.VAPID_SUBJECT,
      servicos: e.PUSH_SERVICOS,
      prazoMs: e.PUSH_PRAZO_S * 1000,
    },
    email:
      e.SMTP_URL && e.PUBLIC_URL
        ? { smtpUrl: e.SMTP_URL, from: e.SMTP_FROM, publicUrl: e.PUBLIC_URL.replace(/\/+$/, '') }
        : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    limits: { ...defaultLimits, ...e.LIMITS },
    cachesDesligados: e.CACHES_DESLIGADOS,
    retencaoAoIniciar: true,
  };
}
