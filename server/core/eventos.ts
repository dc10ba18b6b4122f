/**
 * What a live event says (docs/decisions/015-eventos-ao-vivo.md). It is written by `concluir`
 * (server/core/fim-da-escrita.ts), in the transaction of the change it announces, like an audit
 * entry. Streams are the eventos feature's business (server/features/eventos).
 */
import type { Permission } from '../../common/roles.js';
import type { TipoEvento } from '../../common/schemas/eventos.js';
import type { Exclusao } from './ouvidoria-acesso.js';

/**
 * Who hears it: one user (a ticket's owner), and/or everyone holding a permission (staff) but for
 * the roles left out (those an Ouvidoria case's reporter excluded).
 */
export interface NovoEvento {
  tipo: Exclude<TipoEvento, 'contadores'>;
  usuarioId?: number | null;
  permissao?: Permission;
  /** an Ouvidoria case's excluded roles (server/core/ouvidoria-acesso.ts) */
  excluirPapeis?: Exclusao;
  dados: unknown;
}
