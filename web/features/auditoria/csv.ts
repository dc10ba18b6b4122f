import type { AuditEntry } from '../../../common/schemas/auditoria';
import { csvCell, csvDocument, downloadCsvFile } from '../../lib/csv';
import { formatDataHora } from './filter';

export { csvCell };

const HEADER = ['Data/Hora', 'Usuário', 'Login', 'Ação', 'Detalhes'];

/** The audit view as CSV (web/lib/csv.ts: `;`, a BOM so accents open intact, CRLF lines). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return csvDocument([
    HEADER,
    ...entries.map((e) => [
      formatDataHora(e.data_hora),
      e.usuario_nome,
      e.login,
      e.acao,
      e.detalhes,
    ]),
  ]);
}

/** Offers the CSV as a file download named after the day it was taken. */
export function downloadCsv(csv: string, now = new Date()): void {
  const pad = (n: number) => String(n).padStart(2, '0');
  downloadCsvFile(
    csv,
    `auditoria-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`,
  );
}
