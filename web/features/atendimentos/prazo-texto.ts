/**
 * How due times read on the screens (docs/product/atendimentos.md, "Prazos"), in the support
 * calendar's time zone whatever the device's: "hoje, 15:40", "amanhã, 09:30",
 * "segunda-feira, 30/11, 09:30".
 */
import type {
  Atendimento,
  Etapa,
  Prioridade,
  SituacaoSla,
} from '../../../common/schemas/atendimentos';
import type { IndicadoresSuporte } from '../../../common/schemas/atendimentos-relatorio';
import { FUSO as ZONA } from '../../content/site';

const dia = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ZONA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const hora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ZONA,
  hour: '2-digit',
  minute: '2-digit',
});
const semana = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONA, weekday: 'long' });
const diaMes = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ZONA,
  day: '2-digit',
  month: '2-digit',
});

/** "hoje, 15:40", "amanhã, 09:30", or "segunda-feira, 30/11, 09:30". */
export function quando(iso: string, agora = new Date()): string {
  const t = new Date(iso);
  const h = hora.format(t);
  if (dia.format(t) === dia.format(agora)) return `hoje, ${h}`;
  if (dia.format(t) === dia.format(new Date(agora.getTime() + 86_400_000))) return `amanhã, ${h}`;
  return `${semana.format(t)}, ${diaMes.format(t)}, ${h}`;
}

/** Business minutes as people say them: "menos de 1 min", "35 min", "2 h", "3 h 05 min". */
export function duracao(minutos: number): string {
  if (minutos < 1) return 'menos de 1 min';
  const h = Math.floor(minutos / 60);
  const m = minutos % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')} min`;
}

/** The clock starts later than the ticket was opened (outside business hours). */
const comecaDepois = (a: Atendimento) =>
  new Date(a.inicio_contagem).getTime() - new Date(a.criado_em).getTime() > 60_000;

/** What the employee reads about their ticket's due times, one sentence per line. */
export function prazoParaColaborador(a: Atendimento, agora = new Date()): string[] {
  if (a.status === 'fechado' && a.primeira_resposta_minutos === null) return [];
  const linhas: string[] = [];
  if (a.primeira_resposta_minutos === null) {
    if (comecaDepois(a) && new Date(a.inicio_contagem) > agora) {
      linhas.push(
        `Fora do horário de atendimento: o prazo começa a contar ${quando(a.inicio_contagem, agora)}.`,
      );
    }
    linhas.push(`Primeira resposta prevista até ${quando(a.primeira_resposta_ate, agora)}.`);
    return linhas;
  }
  const levou = a.primeira_resposta_minutos;
  linhas.push(`Primeira resposta em ${duracao(levou)}${levou < 1 ? '' : ' úteis'}.`);
  if (a.resolvido_em) linhas.push('Atendimento resolvido.');
  else if (a.etapa === 'aguardando_colaborador') {
    linhas.push('O suporte aguarda sua resposta: o prazo de solução está pausado.');
  } else linhas.push(`Solução prevista até ${quando(a.resolucao_ate, agora)}.`);
  return linhas;
}

/** The running clock's due time, for staff: what is due next and when. */
export function prazoParaEquipe(a: Atendimento, agora = new Date()): string {
  if (a.encerrado_sem_resposta) return ENCERRADO_SEM_RESPOSTA;
  if (a.resolvido_em) {
    return a.resolucao_minutos === null
      ? 'Resolvido'
      : `Resolvido em ${duracao(a.resolucao_minutos)}`;
  }
  if (a.primeira_resposta_minutos === null)
    return `Resposta até ${quando(a.primeira_resposta_ate, agora)}`;
  if (a.pausado) return 'Pausado: aguardando colaborador';
  return `Solução até ${quando(a.resolucao_ate, agora)}`;
}

/** A ticket its owner closed before any staff answer (docs/product/atendimentos.md, "Prazos"). */
export const SEM_RESPOSTA = 'Sem resposta';
export const ENCERRADO_SEM_RESPOSTA = 'Encerrado pelo colaborador antes de uma resposta';

export const ROTULO_PRIORIDADE: Record<Prioridade, string> = {
  baixa: 'Baixa',
  normal: 'Normal',
  alta: 'Alta',
  critica: 'Crítica',
};

export const ROTULO_ETAPA: Record<Etapa, string> = {
  novo: 'Novo',
  em_atendimento: 'Em atendimento',
  aguardando_colaborador: 'Aguardando colaborador',
  resolvido: 'Resolvido',
};

export const ROTULO_SLA: Record<SituacaoSla, string> = {
  no_prazo: 'No prazo',
  em_risco: 'Em risco',
  estourado: 'Atrasado',
  cumprido: 'Cumprido',
};

/** "1 de 33 respondidos": how many got an answer at all, before any share. */
export const manchete = (i: IndicadoresSuporte) =>
  `${i.respondidos} de ${i.atendimentos} respondidos`;
export const encerradosTexto = (i: IndicadoresSuporte) =>
  `${i.encerrados_sem_resposta} ${i.encerrados_sem_resposta === 1 ? 'encerrado' : 'encerrados'} pelo colaborador antes de uma resposta`;
/** A target as the Suporte page states it: "30 minutos úteis", "1 hora útil", "8 horas úteis". */
export function emTempoUtil(minutos: number): string {
  if (minutos < 60 || minutos % 60 !== 0) {
    return minutos === 1 ? '1 minuto útil' : `${minutos} minutos úteis`;
  }
  const h = minutos / 60;
  return h === 1 ? '1 hora útil' : `${h} horas úteis`;
}
