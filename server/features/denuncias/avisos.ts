/**
 * What the Ouvidoria tells the live streams (docs/product/eventos.md, "Ouvidoria"): staff who may
 * read a case hear that it changed. A staff member's change is announced in its own transaction
 * (by `concluir`, server/core/fim-da-escrita.ts);
 * the reporter's activity only at the top of the hour after it (anuncios.ts), since its time is
 * kept to the hour and a live event would tell the second.
 */
import type { EventoDenuncia } from '../../../common/schemas/eventos.js';
import type { NovoEvento } from '../../core/eventos.js';
import type { AcaoDeCaso, Actor, NewAuditEntry } from '../../core/audit.js';
import type { Exclusao } from '../../core/ouvidoria-acesso.js';

export function eventoDoCaso(caso: { id: number; exclusao: Exclusao }): NovoEvento {
  const dados: EventoDenuncia = { denuncia_id: caso.id };
  return {
    tipo: 'denuncia',
    permissao: 'gestaoOuvidoria',
    excluirPapeis: caso.exclusao,
    dados,
  };
}

/**
 * An audit entry about a case, its audience (the case's exclusions) taken from the case itself, as
 * the event's is, so no writer copies it.
 */
export function entradaDoCaso(
  caso: { exclusao: Exclusao },
  entrada: { actor: Actor | null; acao: AcaoDeCaso; detalhes: string },
): NewAuditEntry {
  return { ...entrada, excluirPapeis: caso.exclusao };
}
