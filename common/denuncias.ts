/**
 * The vocabulary of an Ouvidoria case shared by the server and the screens: its statuses, who
 * wrote a message, and the staff roles a report may exclude. Rules: docs/product/denuncias.md.
 */
import { DENUNCIA_MAX_LENGTH } from './constants.js';
import { ROLE_LABELS, STAFF_ROLES } from './roles.js';

export const DENUNCIA_STATUS = [
  'recebida',
  'em_analise',
  'em_apuracao',
  'concluida',
  'arquivada',
] as const;
export type DenunciaStatus = (typeof DENUNCIA_STATUS)[number];

export const DENUNCIA_STATUS_ROTULO: Record<DenunciaStatus, string> = {
  recebida: 'Recebida',
  em_analise: 'Em análise',
  em_apuracao: 'Em apuração',
  concluida: 'Concluída',
  arquivada: 'Arquivada',
};

/** A concluded or archived case is closed for good: no status change, no new message. */
const DENUNCIA_STATUS_FINAIS: readonly DenunciaStatus[] = ['concluida', 'arquivada'];
export const isStatusFinal = (s: DenunciaStatus) => DENUNCIA_STATUS_FINAIS.includes(s);

/** The staff roles a reporter may keep away from the report (e.g. a report about RH). */
export const PAPEIS_EXCLUIVEIS = STAFF_ROLES;
export type StaffRole = (typeof STAFF_ROLES)[number];

const HORA_MS = 60 * 60 * 1000;
/** A reporter's request that began inside an hour has finished a minute after it ends. */
export const ANUNCIO_TOLERANCIA_MS = 60 * 1000;

/**
 * The reporter's activity is kept to the hour, so staff hear of it (live events, badge counts)
 * only once its hour and a grace minute have passed: at `agora`, the start of the last hour that
 * may be told (docs/product/eventos.md, "Ouvidoria").
 */
export function ultimaHoraAnunciavel(agora: number): number {
  return Math.floor((agora - ANUNCIO_TOLERANCIA_MS) / HORA_MS) * HORA_MS - HORA_MS;
}

/**
 * A kind of account that reads cases today, by role only (no names, no count): its role and the
 * roles of whoever set its access (created it, changed its role, reset its password or e-mail).
 * A case that excludes any of these roles is hidden from it (server/core/ouvidoria-acesso.ts).
 */
export interface LeitorPorPapel {
  papel: StaffRole;
  definido_por: StaffRole[];
}

/**
 * Whether exclusions keep out a reader who answers for `papeis` (its role and those of who set its
 * access): the exclusion rule itself, which server/core/ouvidoria-acesso.ts applies to every
 * reader and the report form to today's kinds of reader.
 */
export const exclusaoAlcanca = (papeis: readonly string[], excluir: readonly string[]) =>
  papeis.some((p) => excluir.includes(p));

/** Whether a report excluding `excluir` would reach none of today's readers (when there are any). */
export const ninguemLeria = (leitores: readonly LeitorPorPapel[], excluir: readonly string[]) =>
  excluir.length > 0 &&
  leitores.length > 0 &&
  leitores.every((l) => exclusaoAlcanca([l.papel, ...l.definido_por], excluir));

const emLista = (itens: string[]) =>
  itens.length <= 1 ? (itens[0] ?? '') : `${itens.slice(0, -1).join(', ')} e ${itens.at(-1)}`;

/** Who reads reports today, in words: "Compliance (acesso definido por Administrador) e RH". */
export const quemLe = (leitores: readonly LeitorPorPapel[]) =>
  emLista(
    leitores.map((l) =>
      l.definido_por.length
        ? `${ROLE_LABELS[l.papel]} (acesso definido por ${emLista(l.definido_por.map((p) => ROLE_LABELS[p]))})`
        : ROLE_LABELS[l.papel],
    ),
  );

/** The refusal of a report no active account could read, naming who can read reports today. */
export const mensagemNinguemLeria = (leitores: readonly LeitorPorPapel[]) =>
  `Com essas exclusões, ninguém poderia ler a denúncia. Hoje leem denúncias: ${quemLe(leitores)}. Desmarque uma exclusão para que alguém possa lê-la.`;

/** What a manager did to an account that set its access (docs/product/usuarios.md). */
export const ACOES_DO_GESTOR = ['cadastro', 'papel', 'email', 'senha'] as const;
export type AcaoDoGestor = (typeof ACOES_DO_GESTOR)[number];

/**
 * One reason an account reads no case that excludes `papel`: a member of that role set its access
 * first by `acao` at `em` (both null when it was set before the portal kept the reason).
 */
export interface SemAcesso {
  papel: StaffRole;
  acao: AcaoDoGestor | null;
  em: string | null;
}

const FEITO_POR: Record<AcaoDoGestor, string> = {
  cadastro: 'conta criada por',
  papel: 'cargo alterado por',
  email: 'e-mail alterado por',
  senha: 'senha redefinida por',
};

/**
 * "Sem acesso a casos que excluem RH: senha redefinida por RH em 12/11/2026", as Gestão de
 * Usuários shows it (the date in the company's time zone, `fuso`).
 */
export function textoSemAcesso(s: SemAcesso, fuso: string): string {
  const papel = ROLE_LABELS[s.papel];
  const porque = s.acao
    ? `${FEITO_POR[s.acao]} ${papel}${s.em ? ` em ${new Date(s.em).toLocaleDateString('pt-BR', { timeZone: fuso })}` : ''}`
    : `acesso definido por ${papel} antes de o portal guardar o motivo`;
  return `Sem acesso a casos que excluem ${papel}: ${porque}`;
}

/** Categories of a report (docs/product/denuncias.md), in the order the form lists them. */
export const DENUNCIA_CATEGORIAS = [
  'Sugestão',
  'Crítica',
  'Assédio',
  'Corrupção',
  'Fraude',
  'Ambiental',
  'Outro',
] as const;

export const DENUNCIA_NOME_MAX_LENGTH = 120;

const formatted = (n: number) => n.toLocaleString('pt-BR');

export const DENUNCIA_MESSAGES = {
  categoria: 'Escolha uma categoria válida.',
  descricao: 'Descreva o ocorrido.',
  descricaoLonga: `A descrição deve ter no máximo ${formatted(DENUNCIA_MAX_LENGTH)} caracteres.`,
  excluirPapeis: 'Escolha entre Administração, RH e Compliance.',
  ninguemLe: 'Deixe ao menos um perfil da equipe poder ler a denúncia.',
  nomeLongo: `O nome deve ter no máximo ${DENUNCIA_NOME_MAX_LENGTH} caracteres.`,
  anonimato: 'Informe se a denúncia é anônima.',
  caracteres: 'O texto contém caracteres inválidos.',
  campoDesconhecido: 'A denúncia contém campos não permitidos.',
  corpo: 'Dados da denúncia inválidos.',
} as const;

/** Said on the screens beside the file picker. */
export const ANEXOS_COTA_TEXTO = 'Até 10 arquivos por denúncia, 50 MB ao todo.';
/** Said on the screens beside a case's entries. */
export const HORARIO_DO_DENUNCIANTE_TEXTO =
  'Os horários do denunciante aparecem arredondados para a hora cheia, e suas mensagens vêm depois das da Ouvidoria na mesma hora, para proteger sua identidade.';
