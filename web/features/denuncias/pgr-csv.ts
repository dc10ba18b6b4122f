import type { IndicadoresPgr } from '../../../common/schemas/denuncias-gestao';
import { csvDocument } from '../../lib/csv';

/** The PGR table as CSV (web/lib/csv.ts): a line per category, a column per month. */
export function pgrCsv(p: IndicadoresPgr): string {
  return csvDocument([
    ['Categoria', ...p.meses],
    ...p.por_categoria.map((c) => [c.chave, ...c.meses.map((m) => String(m.total))]),
  ]);
}
