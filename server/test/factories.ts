import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { completo } from '../db/completo.js';
import type { UsuarioRow } from '../db/schema.js';
import { hashPassword } from '../lib/password-hashing.js';
import type { TokenService } from '../lib/tokens.js';
import { criarSessao } from '../core/sessoes.js';
import { insertUser, updateUser } from '../features/usuarios/repository.js';
import {
  closeAtendimento,
  findAtendimento,
  insertAtendimento,
  insertMensagem,
  type AtendimentoRow,
  type MensagemRow,
} from '../features/atendimentos/repository.js';
import { mudarEtapa } from '../features/atendimentos/mesa/prazos.js';
import { relogioDe } from '../features/atendimentos/mesa/relogio.js';
import type { Prioridade } from '../../common/schemas/atendimentos.js';
import { novoProtocolo } from '../features/denuncias/credenciais.js';
import { papeisColuna } from '../lib/papeis.js';
import { horaDoDenunciante } from '../features/denuncias/anonimo.js';
import type { Role } from '../../common/roles.js';
import type { Denuncia } from '../../common/schemas/denuncias.js';

export const DEFAULT_PASSWORD = 'SenhaForte123';
let defaultHash: Promise<string> | undefined;

export interface BuiltUser {
  user: UsuarioRow;
  password: string;
  token: string;
  /** headers for app.inject */
  auth: { authorization: string };
}

/**
 * A token of `user` as a login would give it: a new session (device) of theirs, whose id it
 * carries (server/core/sessoes.ts). `ttlSeconds`: a shorter (or already past) expiry.
 */
export async function tokenPara(
  db: Db,
  tokens: TokenService,
  user: Pick<UsuarioRow, 'id' | 'token_version'>,
  ttlSeconds?: number,
  aparelho = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
): Promise<string> {
  const sid = await criarSessao(db, user.id, { userAgent: aparelho, cidade: null });
  return tokens.sign({ userId: user.id, version: user.token_version, sid }, ttlSeconds);
}

/** A user with overrides, e.g. `buildUser(t, { role: 'rh' })`, and a valid token for it. */
export async function buildUser(
  t: { app: FastifyInstance; db: Db },
  overrides: Partial<{
    nome: string;
    login: string;
    role: Role;
    password: string;
    primeiroLogin: boolean;
    status: 'ativo' | 'inativo';
    email: string;
  }> = {},
): Promise<BuiltUser> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const senhaHash =
    password === DEFAULT_PASSWORD
      ? await (defaultHash ??= hashPassword(DEFAULT_PASSWORD))
      : await hashPassword(password);
  const suffix = crypto.randomBytes(4).toString('hex');
  let user = await insertUser(t.db, {
    nome: overrides.nome ?? `Pessoa ${suffix}`,
    login: overrides.login ?? `user_${suffix}`,
    senhaHash,
    role: overrides.role ?? 'colaborador',
    primeiroLogin: overrides.primeiroLogin ?? false,
    email: overrides.email ?? null,
  });
  if (overrides.status === 'inativo') {
    user = (await updateUser(t.db, user.id, { status_usuario: 'inativo' }))!;
  }
  const token = await tokenPara(t.db, t.app.ctx.tokens, user);
  return { user, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** The bootstrap admin created at start, logged in through its row. */
export async function bootstrapAdmin(t: { app: FastifyInstance; db: Db }) {
  const user = await t.db
    .selectFrom('users')
    .selectAll()
    .where('login', '=', 'admin')
    .executeTakeFirstOrThrow();
  const token = await tokenPara(t.db, t.app.ctx.tokens, user);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

export interface BuiltAtendimento {
  ticket: AtendimentoRow;
  /** the user who opened it */
  owner: BuiltUser;
}

/**
 * A support ticket (atendimento) through the repository, e.g.
 * `buildAtendimento(t, { owner: ana, status: 'fechado' })`; opens it for a new colaborador when
 * no owner is given. Writes no audit entry: tests of opening a ticket call the API.
 */
export async function buildAtendimento(
  t: { app: FastifyInstance; db: Db },
  overrides: Partial<{
    owner: BuiltUser;
    status: 'aberto' | 'fechado';
    prioridade: Prioridade;
  }> = {},
): Promise<BuiltAtendimento> {
  const owner = overrides.owner ?? (await buildUser(t));
  const relogio = relogioDe(t.app.ctx);
  let ticket = await insertAtendimento(t.db, owner.user, relogio.novo(overrides.prioridade));
  if (overrides.status === 'fechado') {
    await closeAtendimento(t.db, ticket.id);
    await relogio.alterar(t.db, ticket.id, (f) =>
      mudarEtapa(relogio.calendario, f, 'resolvido', new Date()),
    );
    ticket = (await findAtendimento(t.db, ticket.id))!;
  }
  return { ticket, owner };
}

/**
 * A text message (mensagem) on a ticket, e.g. `buildMensagem(t, { atendimento, autor: rh })`;
 * on a new ticket when none is given, written by the ticket's owner unless `autor` says who.
 * The sender follows the product's rule: the owner writes as usuario, anyone else as suporte.
 */
export async function buildMensagem(
  t: { app: FastifyInstance; db: Db },
  overrides: Partial<{ atendimento: BuiltAtendimento; autor: BuiltUser; mensagem: string }> = {},
): Promise<{ message: MensagemRow; atendimento: BuiltAtendimento }> {
  const atendimento = overrides.atendimento ?? (await buildAtendimento(t));
  const autor = overrides.autor ?? atendimento.owner;
  const message = await insertMensagem(t.db, {
    atendimento_id: atendimento.ticket.id,
    autor_id: autor.user.id,
    remetente: autor.user.id === atendimento.ticket.usuario_id ? 'usuario' : 'suporte',
    tipo: 'text',
    mensagem: overrides.mensagem ?? `Mensagem ${crypto.randomBytes(3).toString('hex')}`,
  });
  return { message, atendimento };
}

/** The key every report built here has, unless a test gives its own. */
const DEFAULT_CHAVE = '1234567890123456';
let defaultChaveHash: Promise<string> | undefined;

/**
 * A report (denúncia) through the repository, anonymous unless a `nome` is given, e.g.
 * `buildDenuncia(t, { nome: 'Rita Moreira', categoria: 'Assédio' })`. Its time is kept to the
 * hour, as a filed report's is; it answers the protocol and the key the reporter would hold.
 */
export async function buildDenuncia(
  t: { db: Db },
  overrides: Partial<{
    nome: string;
    categoria: string;
    descricao: string;
    criado_em: string;
    excluir_papeis: Role[];
  }> = {},
): Promise<Denuncia & { protocolo: string; chave: string }> {
  const report = {
    nome: overrides.nome ?? null,
    categoria: overrides.categoria ?? 'Fraude',
    descricao: overrides.descricao ?? 'Notas fiscais duplicadas.',
    anonimato: overrides.nome === undefined,
    criado_em: overrides.criado_em ?? horaDoDenunciante(),
  };
  defaultChaveHash ??= hashPassword(DEFAULT_CHAVE);
  const protocolo = novoProtocolo();
  // straight into the table, at the time the test asks for (the product writes reports only
  // through the reporter's boundary, server/features/denuncias/anonimo.ts, always at this hour)
  const { id } = await completo(t.db)
    .insertInto('denuncias')
    .values({
      ...report,
      nome: report.nome,
      anonimato: report.anonimato ? 1 : 0,
      protocolo,
      chave_hash: await defaultChaveHash,
      status: 'recebida',
      excluir_papeis: papeisColuna(overrides.excluir_papeis ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, ...report, protocolo, chave: DEFAULT_CHAVE };
}

/** The token in the confirmation e-mail queued for a visitor's privacy request (its link). */
export async function tokenDaConfirmacao(t: { db: Db }, solicitacaoId: number): Promise<string> {
  const { texto } = await t.db
    .selectFrom('avisos_email')
    .select('texto')
    .where('solicitacao_id', '=', solicitacaoId)
    .where('tipo', '=', 'confirmacao_solicitacao')
    .executeTakeFirstOrThrow();
  return /#confirmar=([\w-]+)/.exec(texto)![1]!;
}

/**
 * A visitor's privacy request through the public API (the app needs SMTP_URL), confirmed by the
 * link in its e-mail unless `confirmar` is false, e.g. `buildSolicitacaoDeVisitante(t, { email })`.
 */
export async function buildSolicitacaoDeVisitante(
  t: { app: FastifyInstance; db: Db },
  overrides: Partial<{ nome: string; email: string; tipo: string; texto: string }> = {},
  { confirmar = true }: { confirmar?: boolean } = {},
): Promise<{ id: number; protocolo: string; token: string; email: string }> {
  const payload = {
    nome: 'Marta Lima',
    email: `visitante.${crypto.randomBytes(4).toString('hex')}@exemplo.com.br`,
    tipo: 'confirmacao_acesso',
    texto: 'Quero saber que dados vocês guardam.',
    ...overrides,
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/privacidade/solicitacoes',
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`solicitação: ${res.statusCode} ${res.body}`);
  const { protocolo } = res.json<{ protocolo: string }>();
  const { id } = await t.db
    .selectFrom('solicitacoes_privacidade')
    .select('id')
    .where('protocolo', '=', protocolo)
    .executeTakeFirstOrThrow();
  const token = await tokenDaConfirmacao(t, id);
  if (confirmar) {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/privacidade/solicitacoes/confirmar',
      payload: { token },
    });
    if (ok.statusCode !== 200) throw new Error(`confirmação: ${ok.statusCode} ${ok.body}`);
  }
  return { id, protocolo, token, email: payload.email };
}

/**
 * A message of the public contact form, sent at `criadoEm` by `nome` (its e-mail made from the
 * name), straight into the table as the form's handler writes it: for the retention tests.
 */
export async function buildContato(t: { db: Db }, criadoEm: string, nome: string): Promise<number> {
  const r = await t.db
    .insertInto('contato_mensagens')
    .values({
      nome,
      email: `${nome.toLowerCase().replace(/\W/g, '')}@exemplo.test`,
      telefone: null,
      assunto: 'Orçamento',
      mensagem: 'Quero comprar sementes',
      lida: 0,
      criado_em: criadoEm,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}
