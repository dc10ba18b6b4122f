/**
 * The reporter following their case with protocol and key, without an account
 * (docs/product/denuncias.md, "Acompanhamento"). Like filing, nothing here takes a request, a
 * user or an address: `origem` is an opaque key of where the request came from, kept only in
 * this process's memory to count wrong keys (tentativas.ts). What the reporter writes goes
 * through their boundary (anonimo.ts).
 */
import { isStatusFinal } from '../../../common/denuncias.js';
import {
  ACOMPANHAMENTO_MESSAGES,
  type Acompanhamento,
  type Credenciais,
} from '../../../common/schemas/denuncias-acompanhamento.js';
import type { Db } from '../../db/index.js';
import { conflict, HttpError, tooMany } from '../../lib/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password-hashing.js';
import { gravarMensagemDoDenunciante } from './anonimo.js';
import { listAnexos, listMensagens } from './casos-repository.js';
import { findByProtocolo } from './repository.js';
import type { Tentativas } from './tentativas.js';

const CREDENCIAIS_INCORRETAS = ACOMPANHAMENTO_MESSAGES.credenciais;

/** Where a follow-up request comes from, as the wrong-key count knows it. */
export interface Origem {
  tentativas: Tentativas;
  /** an opaque key of the client's address, never stored */
  chave: string;
}

/**
 * The case behind the protocol, when the key is right. An unknown protocol and a wrong key get
 * the same answer after the same work (a hash is checked either way); a protocol locked for this
 * origin answers 429 even to the right key.
 */
export async function abrirCaso(db: Db, creds: Credenciais, origem: Origem, agora = Date.now()) {
  const espera = origem.tentativas.bloqueioRestante(creds.protocolo, origem.chave, agora);
  if (espera > 0) throw tooMany(ACOMPANHAMENTO_MESSAGES.bloqueado, espera);
  const caso = await findByProtocolo(db, creds.protocolo);
  const certo = caso?.chave_hash
    ? await verifyPassword(caso.chave_hash, creds.chave)
    : await verifyAgainstDummy(creds.chave);
  if (!caso || !certo) {
    origem.tentativas.registrarFalha(creds.protocolo, origem.chave, agora);
    throw new HttpError(401, CREDENCIAIS_INCORRETAS);
  }
  return caso;
}

/** What the reporter reads: the status and the messages, never the notes nor who handled it. */
export async function verCaso(db: Db, creds: Credenciais, origem: Origem): Promise<Acompanhamento> {
  const caso = await abrirCaso(db, creds, origem);
  const [mensagens, anexos] = await Promise.all([
    listMensagens(db, caso.id),
    listAnexos(db, caso.id),
  ]);
  return {
    protocolo: caso.protocolo!,
    categoria: caso.categoria,
    status: caso.status,
    criado_em: caso.criado_em,
    mensagens,
    anexos: anexos.map((a) => ({ nome: a.nome_original, tamanho: a.tamanho })),
  };
}

/** The reporter writes to the Ouvidoria; a concluded or archived case takes nothing more. */
export async function mensagemDoDenunciante(
  db: Db,
  creds: Credenciais,
  origem: Origem,
  texto: string,
): Promise<void> {
  const caso = await abrirCaso(db, creds, origem);
  if (isStatusFinal(caso.status)) throw conflict(ACOMPANHAMENTO_MESSAGES.encerrada);
  await gravarMensagemDoDenunciante(db, caso.id, texto);
}
