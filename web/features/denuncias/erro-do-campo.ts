import { DENUNCIA_MESSAGES } from '../../../common/schemas/denuncias';

export type CampoDaDenuncia = 'categoria' | 'descricao' | 'nome';

const CAMPOS: Partial<Record<string, CampoDaDenuncia>> = {
  [DENUNCIA_MESSAGES.categoria]: 'categoria',
  [DENUNCIA_MESSAGES.descricao]: 'descricao',
  [DENUNCIA_MESSAGES.descricaoLonga]: 'descricao',
  [DENUNCIA_MESSAGES.nomeLongo]: 'nome',
};

/** The form's field a refusal of `POST /api/denuncias` is about, if it names one. */
export const campoDoErro = (mensagem: string): CampoDaDenuncia | undefined => CAMPOS[mensagem];
