/**
 * What the Ouvidoria tells the live streams (docs/product/eventos.md, "Ouvidoria"): staff who may
 * read a case hear that it changed. A staff member's change is announced in its own transaction
 * (by `concluir`, server/core/fim-da-escrita.ts);
 * the reporter's activity only at the top of the hour after it (anuncios.ts), since its time is
 * kept to the hour and a live event would tell the second.
 */
import type { EventoDenuncia } from '../../../common/schemas/eventos.js';
import type { NovoEvento } from '../../core/eventos.js';

export function eventoDoCaso(caso: { id: number; excluir_papeis: string }): NovoEvento {
  const dados: EventoDenuncia = { denuncia_id: caso.id };
  return {
    tipo: 'denuncia',
    permissao: 'gestaoOuvidoria',
    excluirPapeis: caso.excluir_papeis,
    dados,
  };
}
