import { fold } from '../../../common/text';
import { data, dataHora } from '../../lib/datas';

/** A stored timestamp in the company's date and time (web/lib/datas.ts), e.g. "12/03/2026, 14:00". */
export function formatDataHora(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dataHora(date);
}

export const simNao = (value: boolean) => (value ? 'Sim' : 'Não');

/** Shown wherever report times appear: they are kept only to the hour. */
export const HORA_APROXIMADA =
  'Para proteger o anonimato, o horário de cada denúncia é registrado apenas pela hora cheia: 14:00 indica um envio entre 14:00 e 14:59.';

/** A stored timestamp as the company's date, e.g. "19/03/2026". */
export function formatData(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : data(date);
}

/**
 * A staff member as the Responsável select names them: "Clara Nunes (Compliance)", but never the
 * same word twice ("Administrador", not "Administrador (Administrador)").
 */
export function nomeComPerfil(nome: string, perfil: string): string {
  return fold(nome.trim()) === fold(perfil) ? nome : `${nome} (${perfil})`;
}
