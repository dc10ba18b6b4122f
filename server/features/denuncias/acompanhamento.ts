/**
 * The reporter following their case with protocol and key, without an account
 * (docs/product/denuncias.md, "Acompanhamento"). Like filing, nothing here takes a request, a
 * user or an address; what the reporter writes is kept to the hour.
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
import { insertHistorico, insertMensagem, listAnexos, listMensagens } from './casos-repository.js';
import { findByProtocolo } from './repository.js';
import { horaDaDenuncia } from './service.js';
import { bloqueioRestante, registrarFalha } from './tentativas.js';

export const CREDENCIAIS_INCORRETAS = ACOMPANHAMENTO_MESSAGES.credenciais;

/**
 * The case behind the protocol, when the key is right. An unknown protocol and a wrong key get
 * the same answer after the same work (a hash is checked either way); a locked protocol answers
 * 429 even to the right key.
 */
export async function abrirCaso(db: Db, creds: Credenciais, agora = Date.now()) {
  const espera = await bloqueioRestante(db, creds.protocolo, agora);
  if (espera > 0) throw tooMany(ACOMPANHAMENTO_MESSAGES.bloqueado, espera);
  const caso = await findByProtocolo(db, creds.protocolo);
  const certo = caso?.chave_hash
    ? await verifyPassword(caso.chave_hash, creds.chave)
    : await verifyAgainstDummy(creds.chave);
  if (!caso || !certo) {
    await registrarFalha(db, creds.protocolo, agora);
    throw new HttpError(401, CREDENCIAIS_INCORRETAS);
  }
  return caso;
}

/** What the reporter reads: the status and the messages, never the notes nor who handled it. */
export async function verCaso(db: Db, creds: Credenciais): Promise<Acompanhamento> {
  const caso = await abrirCaso(db, creds);
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
  texto: string,
): Promise<void> {
  const caso = await abrirCaso(db, creds);
  if (isStatusFinal(caso.status)) throw conflict(ACOMPANHAMENTO_MESSAGES.encerrada);
  const em = horaDaDenuncia();
  await db.transaction().execute(async (trx) => {
    await insertMensagem(trx, {
      denunciaId: caso.id,
      autor: 'denunciante',
      autorId: null,
      texto,
      em,
    });
    await insertHistorico(trx, {
      denunciaId: caso.id,
      acao: 'Mensagem do denunciante',
      autorNome: null,
      em,
    });
  });
}
