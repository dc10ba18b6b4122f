/**
 * Exactly once for a write the device may send again (docs/decisions/022-idempotencia.md): with
 * an `Idempotency-Key`, the first use records the key and its answer in the write's own
 * transaction; a repeat within 24 h, by the same user, with the same method, path and content,
 * gets that answer again (with `Idempotent-Replayed: true`) and writes nothing. The same key with
 * other content: 422. A write that failed recorded nothing, so a corrected retry goes through.
 *
 *     return responderIdempotente(req, reply, {
 *       conteudo: async () => JSON.stringify(req.body),
 *       resposta: (row) => ({ status: 201, corpo: present(row) }),
 *     }, (guarda) => servico(ctx, user, …, guarda));
 *
 * The service hands the guard and its result to `concluir` (server/core/fim-da-escrita.ts), which
 * writes the record last in the write's transaction.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../../common/idempotencia.js';
import { badRequest, HttpError } from '../lib/errors.js';
import { currentUser } from './current-user.js';
import {
  buscarRegistro,
  type NovoRegistroIdempotente,
  type RegistroIdempotente,
} from './idempotencia-registros.js';

export const CHAVE_INVALIDA = `Cabeçalho ${IDEMPOTENCY_KEY_HEADER} inválido: use de 1 a ${IDEMPOTENCY_KEY_MAX} caracteres visíveis, sem espaços.`;
export const CHAVE_REUSADA = 'Esta chave de idempotência já foi usada com outro conteúdo.';

const CHAVE_RE = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

/** The request's key; undefined without the header; 400 when it is malformed. */
function chaveDe(req: FastifyRequest): string | undefined {
  const valor = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (valor === undefined) return undefined;
  if (typeof valor !== 'string' || !CHAVE_RE.test(valor)) throw badRequest(CHAVE_INVALIDA);
  return valor;
}

/** A route's preHandler: a malformed key is refused before the route loads anything. */
export async function validarChave(req: FastifyRequest): Promise<void> {
  chaveDe(req);
}

interface Resposta {
  status: number;
  corpo: unknown;
}

/** Handed to the write, which gives it to `concluir` with its result (server/core/fim-da-escrita.ts). */
export interface Guarda<T> {
  /** the record of the key and of its answer to `resultado` */
  registro(resultado: T): Promise<NovoRegistroIdempotente>;
}

export interface OpcoesIdempotentes<T> {
  /** what a repeat must match: the JSON body, or a file's name and bytes (read once) */
  conteudo: () => Promise<string | Buffer>;
  /** the answer to the write's result */
  resposta: (resultado: T) => Resposta;
  /** a stored answer as it is given again now, e.g. a signed url signed afresh */
  reapresentar?: (corpo: unknown) => unknown;
}

/**
 * A create sent with a JSON body (a form's "Salvar" clicked twice, a retry whose answer was
 * lost): the same body again is the same row, answered 201 with what the first got
 * (docs/decisions/059-criacoes-idempotentes.md).
 */
export const criacaoIdempotente = <T>(body: unknown): OpcoesIdempotentes<T> => ({
  conteudo: async () => JSON.stringify(body),
  resposta: (criado) => ({ status: 201, corpo: criado }),
});

/** Runs `escrever` once per key, or answers the key's first answer again. */
export async function responderIdempotente<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  opcoes: OpcoesIdempotentes<T>,
  escrever: (guarda?: Guarda<T>) => Promise<T>,
): Promise<FastifyReply> {
  const chave = chaveDe(req);
  if (chave === undefined) return enviar(reply, opcoes.resposta(await escrever()));
  const { db } = req.server.ctx;
  const usuarioId = currentUser(req).id;
  const metodo = req.method;
  const rota = rotaCanonica(req);
  const digest = async () =>
    crypto
      .createHash('sha256')
      .update(await opcoes.conteudo())
      .digest('hex');
  const repetir = async (anterior: RegistroIdempotente) => {
    if (
      anterior.metodo !== metodo ||
      anterior.rota !== rota ||
      anterior.digest !== (await digest())
    )
      throw new HttpError(422, CHAVE_REUSADA);
    const corpo: unknown = JSON.parse(anterior.resposta);
    reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return enviar(reply, {
      status: anterior.status,
      corpo: opcoes.reapresentar ? opcoes.reapresentar(corpo) : corpo,
    });
  };

  const anterior = await buscarRegistro(db, usuarioId, chave);
  if (anterior) return repetir(anterior);
  let resposta: Resposta | undefined;
  const guarda: Guarda<T> = {
    async registro(resultado) {
      resposta = opcoes.resposta(resultado);
      return {
        usuario_id: usuarioId,
        chave,
        metodo,
        rota,
        digest: await digest(),
        status: resposta.status,
        resposta: JSON.stringify(resposta.corpo),
      };
    },
  };
  let resultado: T;
  try {
    resultado = await escrever(guarda);
  } catch (err) {
    // The same key sent twice at once: the one that committed first recorded it and this one's
    // transaction rolled back (a unique violation, or the first's change refusing this one).
    const vencedor = await buscarRegistro(db, usuarioId, chave);
    if (vencedor) return repetir(vencedor);
    throw err;
  }
  return enviar(reply, resposta ?? opcoes.resposta(resultado));
}

/**
 * The route with its parameters as the route's schema read them (an id has one spelling,
 * common/schemas/fields.ts; any other is refused before this), so one ticket is one route.
 */
function rotaCanonica(req: FastifyRequest): string {
  const modelo = req.routeOptions.url;
  if (!modelo) return req.url.split('?')[0]!;
  const params = (req.params ?? {}) as Record<string, unknown>;
  return modelo.replace(/:(\w+)/g, (_, nome: string) => encodeURIComponent(String(params[nome])));
}

function enviar(reply: FastifyReply, { status, corpo }: Resposta): FastifyReply {
  return reply.status(status).send(corpo);
}
