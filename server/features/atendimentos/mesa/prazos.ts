/**
 * A ticket's two clocks on the support calendar (docs/product/atendimentos.md, "Prazos"): what
 * is due when, and how a ticket's stage moves its clocks. Pure: the facts and the instant in, the
 * figures out; the service stores both, so lists sort and filter by them in SQL. Where a ticket
 * stands against these figures (its SLA state, when it is at risk) is server/core/situacao-sla.ts.
 */
import type { MetasSuporte } from '../../../../common/content.js';
import type { Etapa, Prioridade } from '../../../../common/schemas/atendimentos.js';
import { minutosAteORisco } from '../../../core/situacao-sla.js';
import type { Calendario } from '../../../core/calendario.js';

/** What happened to a ticket; everything else is derived from these. */
export interface FatosDoAtendimento {
  criado_em: string;
  prioridade: Prioridade;
  etapa: Etapa;
  primeira_resposta_em: string | null;
  /** when the running pause began (waiting for the employee, or resolved); null when running */
  pausado_em: string | null;
  /** business minutes of the pauses already ended */
  pausa_minutos: number;
  resolvido_em: string | null;
  /**
   * when the owner closed it before any staff answer: neither answered nor resolved, its own
   * outcome (docs/decisions/032-*.md); both clocks stopped there
   */
  encerrado_sem_resposta_em: string | null;
}

/** The figures derived from the facts, stored beside them. */
export interface Prazos {
  inicio_contagem: string;
  primeira_resposta_ate: string;
  primeira_resposta_minutos: number | null;
  resolucao_ate: string;
  resolucao_minutos: number | null;
  /** the running clock's due time; null when no clock runs (paused or resolved) */
  prazo: string | null;
  /** when the running clock has under a quarter of its time left */
  risco_em: string | null;
}

export function calcularPrazos(
  cal: Calendario,
  metas: MetasSuporte,
  f: FatosDoAtendimento,
): Prazos {
  const meta = metas[f.prioridade];
  const criado = new Date(f.criado_em);
  const ate = (minutos: number) => cal.somarMinutosUteis(criado, minutos).toISOString();
  const primeiraResposta = !f.primeira_resposta_em
    ? null
    : Math.round(cal.minutosUteisEntre(criado, new Date(f.primeira_resposta_em)));
  const resolucao = !f.resolvido_em
    ? null
    : Math.max(
        0,
        Math.round(cal.minutosUteisEntre(criado, new Date(f.resolvido_em))) - f.pausa_minutos,
      );
  const relogio =
    f.pausado_em || f.resolvido_em
      ? null
      : !f.primeira_resposta_em
        ? { alvo: meta.primeiraResposta, extra: 0 }
        : { alvo: meta.resolucao, extra: f.pausa_minutos };
  return {
    inicio_contagem: ate(0),
    primeira_resposta_ate: ate(meta.primeiraResposta),
    primeira_resposta_minutos: primeiraResposta,
    resolucao_ate: ate(meta.resolucao + f.pausa_minutos),
    resolucao_minutos: resolucao,
    prazo: relogio && ate(relogio.alvo + relogio.extra),
    risco_em: relogio && ate(minutosAteORisco(relogio.alvo) + relogio.extra),
  };
}

/** Ends the running pause, adding its business minutes to the paused total. */
function encerrarPausa(cal: Calendario, f: FatosDoAtendimento, agora: Date): FatosDoAtendimento {
  if (!f.pausado_em) return f;
  const pausa = Math.round(cal.minutosUteisEntre(new Date(f.pausado_em), agora));
  return { ...f, pausado_em: null, pausa_minutos: f.pausa_minutos + pausa };
}

/**
 * The stage moved to `etapa`. Waiting for the employee and resolved pause the clock; leaving
 * them ends the pause, so a reopened ticket goes on from where its clock stood.
 */
export function mudarEtapa(
  cal: Calendario,
  f: FatosDoAtendimento,
  etapa: Etapa,
  agora: Date,
): FatosDoAtendimento {
  if (etapa === f.etapa) return f;
  const t = agora.toISOString();
  const g = { ...encerrarPausa(cal, f, agora), etapa, resolvido_em: null };
  if (etapa === 'aguardando_colaborador') return { ...g, pausado_em: t };
  if (etapa === 'resolvido') return { ...g, pausado_em: t, resolvido_em: t };
  return g;
}

/**
 * The ticket is closed. By its owner before any staff answer (and before staff resolved it):
 * not resolved, its own outcome, the clocks stopped there. Otherwise closing resolves it.
 */
export function encerrar(
  cal: Calendario,
  f: FatosDoAtendimento,
  peloDono: boolean,
  agora: Date,
): FatosDoAtendimento {
  if (peloDono && !f.primeira_resposta_em && !f.resolvido_em) {
    const t = agora.toISOString();
    return { ...encerrarPausa(cal, f, agora), pausado_em: t, encerrado_sem_resposta_em: t };
  }
  return mudarEtapa(cal, f, 'resolvido', agora);
}

/** Staff wrote to the employee: the first answer stops the first clock and starts the work. */
export function respostaDoSuporte(f: FatosDoAtendimento, agora: Date): FatosDoAtendimento {
  return {
    ...f,
    primeira_resposta_em: f.primeira_resposta_em ?? agora.toISOString(),
    etapa: f.etapa === 'novo' ? 'em_atendimento' : f.etapa,
  };
}

/** The employee wrote: a ticket waiting for them, or resolved, is worked on again. */
export function mensagemDoColaborador(
  cal: Calendario,
  f: FatosDoAtendimento,
  agora: Date,
): FatosDoAtendimento {
  return f.etapa === 'aguardando_colaborador' || f.etapa === 'resolvido'
    ? mudarEtapa(cal, f, 'em_atendimento', agora)
    : f;
}
