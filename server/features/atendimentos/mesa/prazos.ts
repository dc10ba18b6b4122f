/**
 * How a ticket's stage moves the facts its two clocks are worked out from
 * (docs/product/atendimentos.md, "Prazos"). Pure: the facts and the instant in, the new facts out.
 * The due times derived from the facts, and where a ticket stands against them (its SLA state,
 * when it is at risk), are server/core/situacao-sla.ts.
 */
import type { Etapa } from '../../../../common/schemas/atendimentos.js';
import type { FatosDoAtendimento } from '../../../core/situacao-sla.js';
import type { Calendario } from '../../../core/calendario.js';

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
