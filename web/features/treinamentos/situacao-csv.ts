import { ROLE_LABELS, type Role } from '../../../common/roles';
import type { SituacaoDaEquipe } from '../../../common/schemas/treinamentos';
import { ROTULOS_DAS_SITUACOES } from '../../../common/treinamentos';
import { csvDocument } from '../../lib/csv';
import { diaBr } from './format';

/** The situation table as CSV (web/lib/csv.ts: `;`, a BOM, CRLF). */
export function situacaoCsv(linhas: SituacaoDaEquipe): string {
  return csvDocument([
    ['Pessoa', 'Perfil', 'Último treinamento de prevenção ao assédio', 'Vencimento', 'Situação'],
    ...linhas.map((p) => [
      p.nome,
      ROLE_LABELS[p.role as Role] ?? p.role,
      p.ultimo_treinamento ? diaBr(p.ultimo_treinamento) : '',
      p.vencimento ? diaBr(p.vencimento) : '',
      ROTULOS_DAS_SITUACOES[p.situacao],
    ]),
  ]);
}
