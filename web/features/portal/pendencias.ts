/**
 * What waits for the person on the portal home (docs/product/portal.md), in words, from counts
 * the portal already has: the live stream's badge counts (docs/product/eventos.md), the
 * Ouvidoria's summary (counted on the server through the cases' access rules, and told of a
 * report only once its hour is over), the privacy requests' queue and the team's trainings.
 */
import { paths } from '../../../common/paths';
import type { Contadores } from '../../../common/schemas/eventos';
import type { ResumoOuvidoria } from './api/get-resumo-ouvidoria';
import {
  PERTO_DO_PRAZO_DIAS as DIAS,
  type PendenciasPrivacidade,
} from './api/get-pendencias-privacidade';
import type { PendenciasTreinamentos } from './api/get-pendencias-treinamentos';

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;
const juntar = (partes: (string | false)[]) => {
  const ditas = partes.filter((p): p is string => !!p);
  return ditas.length ? ditas.join(' · ') : null;
};

/** "2 aguardando confirmação · 1 perto do prazo · 1 atrasada", or nothing when all is in order. */
export function pendenciasOuvidoria(r: ResumoOuvidoria): string | null {
  return juntar([
    r.aguardando_confirmacao > 0 && `${r.aguardando_confirmacao} aguardando confirmação`,
    r.perto_do_prazo > 0 && `${r.perto_do_prazo} perto do prazo`,
    r.atrasadas > 0 && plural(r.atrasadas, 'atrasada', 'atrasadas'),
  ]);
}

/** The help desk's counts: "2 novos · 1 em risco · 1 atrasado". */
function pendenciasSuporte(a: NonNullable<Contadores['atendimentos']>): string | null {
  return juntar([
    a.novos > 0 && plural(a.novos, 'novo', 'novos'),
    a.em_risco > 0 && `${a.em_risco} em risco`,
    a.atrasados > 0 && plural(a.atrasados, 'atrasado', 'atrasados'),
  ]);
}

const respostasNovas = (n: number) =>
  n === 1 ? '1 resposta nova' : `${n} atendimentos com resposta nova`;

/** The live badge of a tile, or nothing when there is nothing to do. */
export function avisoAoVivo(to: string, c: Contadores | null): string | null {
  if (!c) return null;
  if (to === paths.painelAtendimentos && c.atendimentos) return pendenciasSuporte(c.atendimentos);
  if (to === paths.suporte && c.meus_atendimentos?.respondidos) {
    return respostasNovas(c.meus_atendimentos.respondidos);
  }
  return null;
}

function pendenciasPrivacidade(p: PendenciasPrivacidade): string | null {
  if (p.abertas === 0) return null;
  return juntar([
    `${p.abertas} em aberto`,
    p.perto_do_prazo > 0 &&
      `${p.perto_do_prazo} ${p.perto_do_prazo === 1 ? 'vence' : 'vencem'} em até ${DIAS} dias`,
    p.atrasadas > 0 && plural(p.atrasadas, 'atrasada', 'atrasadas'),
  ]);
}

/** "3 vencidos · 2 a vencer" (people due for the harassment-prevention training). */
function pendenciasTreinamentos(p: PendenciasTreinamentos): string | null {
  return juntar([
    p.vencidos > 0 && plural(p.vencidos, 'vencido', 'vencidos'),
    p.a_vencer > 0 && `${p.a_vencer} a vencer`,
  ]);
}

/**
 * The lines said on each group: `null` while none of its counts has arrived, `[]` when they have
 * and nothing waits.
 */
export function oQueAguarda({
  contadores: c,
  ouvidoria,
  privacidade,
  treinamentos = null,
}: {
  contadores: Contadores | null;
  ouvidoria: ResumoOuvidoria | null;
  privacidade: PendenciasPrivacidade | null;
  treinamentos?: PendenciasTreinamentos | null;
}): { meuDia: string[] | null; equipes: string[] | null } {
  const linha = (rotulo: string, texto: string | null) => (texto ? [`${rotulo}: ${texto}`] : []);
  const respondidos = c?.meus_atendimentos?.respondidos ?? 0;
  const meuDia = c ? linha('Suporte', respondidos ? respostasNovas(respondidos) : null) : null;
  const algum = c !== null || ouvidoria !== null || privacidade !== null || treinamentos !== null;
  const equipes = algum
    ? [
        ...linha('Suporte', c?.atendimentos ? pendenciasSuporte(c.atendimentos) : null),
        ...linha('Ouvidoria', ouvidoria ? pendenciasOuvidoria(ouvidoria) : null),
        ...linha('Privacidade', privacidade ? pendenciasPrivacidade(privacidade) : null),
        ...linha('Treinamentos', treinamentos ? pendenciasTreinamentos(treinamentos) : null),
      ]
    : null;
  return { meuDia, equipes };
}
