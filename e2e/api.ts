/**
 * The one way the end-to-end specs set up and check data: the product's HTTP API, called as
 * another browser would. Setup calls throw on a refusal, naming the call, so a broken setup never
 * looks like a failing screen; `request` answers the status as it is, for the checks of one.
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import argon2 from 'argon2';
import { executarAvulso } from '../server/test/sql-avulso';
import { bancoDoServidor, type Banco } from './db';
import {
  call,
  loginAndSettle,
  ok,
  READY_PASSWORD,
  signIn,
  type E2EUser,
  type Method,
  type Upload,
} from './http';
import type { Role } from '../common/roles';

export { READY_PASSWORD } from './http';
export type { Answer, E2EUser, Upload } from './http';

export interface Denuncia {
  categoria: string;
  descricao: string;
  anonimato: boolean;
  nome?: string;
}

/** A report as the staff's list answers it. */
export interface DenunciaListada {
  id: number;
  nome: string | null;
  categoria: string;
  descricao: string;
  anonimato: boolean;
  criado_em: string;
}

export const TEMPORARY_PASSWORD = 'Temporaria2026';
/** A short random tag that tells this test's data apart in the shared database. */
/**
 * A tag that makes a name, login or title unique in a run. It starts with a letter: a tag of hex
 * digits alone (about one in forty) was taken by the panel's search as a ticket number, and the
 * spec that filters the panel by it found nothing.
 */
export const uid = () => `t${crypto.randomBytes(4).toString('hex')}`;

/**
 * READY_PASSWORD hashed at argon2id's smallest cost, once per worker: a hash carries its own
 * parameters, so the server checks it as cheaply (see `createUser`).
 */
let hashPronto: Promise<string> | undefined;

/** Talks to the API to create and read test data, as an admin created for this worker. */
export class Api {
  private constructor(
    readonly baseURL: string,
    readonly admin: E2EUser,
    private readonly banco: Banco,
  ) {}

  /** The operator's command line on the test server's data, as `npm run cli` would run it. */
  static cli(args: string[], env: Record<string, string> = {}): string {
    return execFileSync('node', [`${process.env.E2E_DIST ?? 'dist'}/server/cli.js`, ...args], {
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        ...env,
      },
      stdio: 'pipe',
    }).toString();
  }

  /** `cliEnv`: the command line's environment when the server is not the shared one. */
  static async create(baseURL: string, cliEnv: Record<string, string> = {}): Promise<Api> {
    // An admin of its own, made with the operator command line, so the bootstrap admin stays
    // untouched for the first-login test.
    const login = `e2e_admin_${uid()}`;
    Api.cli(
      [
        ...['criar-usuario', '--login', login, '--nome', 'Admin E2E', '--role', 'admin'],
        ...['--senha', TEMPORARY_PASSWORD],
      ],
      cliEnv,
    );
    const admin = await loginAndSettle(baseURL, login, TEMPORARY_PASSWORD);
    return new Api(baseURL, admin, bancoDoServidor(cliEnv));
  }

  /** Any call, answered as it is (no throw): for the tests that check a status. */
  request(
    method: Method,
    path: string,
    opts: { token?: string; body?: unknown; upload?: Upload; campos?: Record<string, string> } = {},
  ) {
    return call(this.baseURL, method, path, opts);
  }

  /** A call that must succeed; its JSON answer. Without a token, the admin's. */
  async send(
    method: Method,
    path: string,
    body?: unknown,
    token: string | null = this.admin.token,
  ) {
    return ok(method, path, await this.request(method, path, { token: token ?? undefined, body }));
  }

  // --- usuarios -------------------------------------------------------------------------------

  /** A new user of that role; `ready: false` leaves it on its temporary password. */
  async createUser(opts: { role?: Role; nome?: string; ready?: boolean } = {}): Promise<E2EUser> {
    const id = uid();
    const login = `u_${id}`;
    const nome = opts.nome ?? `Colaborador ${id}`;
    const role = opts.role ?? 'colaborador';
    await this.send('POST', '/api/cadastrar', {
      nome,
      login,
      senha: TEMPORARY_PASSWORD,
      role,
    });
    if (opts.ready === false) {
      const user = null as never;
      return { id: 0, nome, login, password: TEMPORARY_PASSWORD, role, token: '', user };
    }
    // The first login (sign in, choose a password, sign in again) is the subject of its own
    // specs (sessao.spec.ts, usuarios.spec.ts, auditoria.spec.ts); for every other user it cost
    // the server four more argon2id hashes at the product's strength (argon2 was about 4 % of the
    // machine during the suite). The user is put on its chosen password in the database instead,
    // hashed at the smallest cost, and signs in once (docs/decisions/031-testes-rapidos.md).
    hashPronto ??= argon2.hash(READY_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 8,
      timeCost: 1,
      parallelism: 1,
    });
    await executarAvulso(
      this.banco,
      'update users set senha_hash = ?, primeiro_login = 0 where login = ?',
      [await hashPronto, login],
    );
    return signIn(this.baseURL, login, READY_PASSWORD);
  }

  /** Gestão de Usuários' own creation call, by `token`'s user. */
  addUser(body: { nome: string; login: string; senha: string; role: Role }, token: string) {
    return this.send('POST', '/api/users', body, token);
  }

  updateUser(
    id: number,
    body: { nome: string; login: string; role: Role; status_usuario?: 'ativo' | 'inativo' },
    token = this.admin.token,
  ) {
    return this.send('PATCH', `/api/users/${id}`, body, token);
  }

  /** Activates or deactivates `user`, as an admin would on the edit screen. */
  setStatus(user: E2EUser, status: 'ativo' | 'inativo') {
    return this.request('PATCH', `/api/users/${user.id}`, {
      token: this.admin.token,
      body: { nome: user.nome, login: user.login, role: user.role, status_usuario: status },
    });
  }

  resetPassword(id: number, password: string, token = this.admin.token) {
    return this.request('PATCH', `/api/users/${id}/password`, { token, body: { password } });
  }

  deleteUser(id: number, token = this.admin.token) {
    return this.send('DELETE', `/api/users/${id}`, undefined, token);
  }

  getUser(id: number, token = this.admin.token) {
    return this.request('GET', `/api/users/${id}`, { token });
  }

  // --- atendimentos ---------------------------------------------------------------------------

  /** `user`'s open ticket (a new one when none is open): its id. */
  async openAtendimento(user: E2EUser): Promise<number> {
    const { atendimentoId } = await this.send('POST', '/api/atendimentos', {}, user.token);
    return atendimentoId as number;
  }

  sendMensagem(id: number, mensagem: string, from: E2EUser = this.admin) {
    return this.send('POST', `/api/atendimentos/${id}/mensagens`, { mensagem }, from.token);
  }

  async sendArquivo(id: number, file: Upload, from: E2EUser) {
    const path = `/api/atendimentos/${id}/upload`;
    return ok('POST', path, await this.request('POST', path, { token: from.token, upload: file }));
  }

  closeAtendimento(id: number, by: E2EUser) {
    return this.send('POST', `/api/atendimentos/${id}/fechar`, {}, by.token);
  }

  rateAtendimento(id: number, rating: { nota: number; comentario?: string }, by: E2EUser) {
    return this.send('POST', `/api/atendimentos/${id}/avaliacao`, rating, by.token);
  }

  // --- denuncias ------------------------------------------------------------------------------

  /** A report sent as the public form sends an anonymous one: with no session at all. */
  fileDenuncia(denuncia: Denuncia): Promise<{ protocolo: string; chave: string }> {
    return this.send('POST', '/api/denuncias', denuncia, null);
  }

  /** A file sent by a report's author with its protocol and key, as the follow-up page sends it. */
  async anexarNaDenuncia(recibo: { protocolo: string; chave: string }, arquivo: Upload) {
    const path = '/api/denuncias/acompanhamento/anexos';
    const campos = { protocolo: recibo.protocolo, chave: recibo.chave };
    return ok('POST', path, await this.request('POST', path, { upload: arquivo, campos }));
  }

  /** Every report, as `reader` (staff) lists them. */
  async listDenuncias(reader: E2EUser): Promise<DenunciaListada[]> {
    return this.send('GET', '/api/admin/denuncias', undefined, reader.token);
  }

  // --- incidentes -----------------------------------------------------------------------------

  /**
   * A security incident the admin registers: it happened three days ago and the company knew of
   * it two days ago (so a communication dated yesterday comes after both, at any hour). Its id.
   */
  async registrarIncidente(descricao = `Planilha enviada ao fornecedor errado (${uid()})`) {
    const { id } = (await this.send('POST', '/api/admin/incidentes', {
      descricao,
      ocorrido_em: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      ciencia_em: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      dados_afetados: 'Nome e período de férias',
      titulares_estimados: 12,
      medidas: 'Fornecedor apagou o arquivo',
    })) as { id: number };
    return id;
  }

  /** The incident's notice to these users: on their portal until each declares having read it. */
  comunicarIncidente(
    id: number,
    usuarios: number[],
    texto = 'Seu nome foi enviado por engano a um fornecedor.',
  ) {
    return this.send('POST', `/api/admin/incidentes/${id}/comunicados`, {
      texto,
      para: 'usuarios',
      usuarios,
    });
  }

  // --- contato --------------------------------------------------------------------------------

  sendContato(body: { name: string; email: string; subject: string; message: string }) {
    return this.request('POST', '/api/contato', { body });
  }

  async listContatoMensagens(): Promise<{ mensagem: string; assunto: string }[]> {
    return this.send('GET', '/api/contato/mensagens');
  }
}
