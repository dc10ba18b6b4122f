import { mensagemNinguemLeria } from '../../../common/denuncias';
import { DENUNCIA_MESSAGES } from '../../../common/denuncias';

// the refusal names today's readers, so it is known by its opening words
const PREFIXO_NINGUEM_LERIA = mensagemNinguemLeria([]).split('.')[0]!;

export type CampoDaDenuncia = 'categoria' | 'descricao' | 'nome' | 'papeis';

const CAMPOS: Partial<Record<string, CampoDaDenuncia>> = {
  [DENUNCIA_MESSAGES.categoria]: 'categoria',
  [DENUNCIA_MESSAGES.descricao]: 'descricao',
  [DENUNCIA_MESSAGES.descricaoLonga]: 'descricao',
  [DENUNCIA_MESSAGES.nomeLongo]: 'nome',
};

/** The form's field a refusal of `POST /api/denuncias` is about, if it names one. */
export const campoDoErro = (mensagem: string): CampoDaDenuncia | undefined =>
  CAMPOS[mensagem] ??
  (mensagem.startsWith(PREFIXO_NINGUEM_LERIA) || mensagem === DENUNCIA_MESSAGES.ninguemLe
    ? 'papeis'
    : undefined);
