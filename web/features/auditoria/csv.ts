import type { AuditEntry } from '../../../common/schemas/auditoria';
import { formatDataHora } from './filter';

const HEADER = ['Data/Hora', 'Usuário', 'Login', 'Ação', 'Detalhes'];
/** Spreadsheets in pt-BR use the comma for decimals, so they expect ';' between fields. */
const SEPARATOR = ';';

/**
 * One cell: text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first)
 * gets a leading apostrophe; quotes are doubled and every cell is quoted.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The audit view as CSV: UTF-8 with a BOM so accents open intact, CRLF lines. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [
    HEADER,
    ...entries.map((e) => [
      formatDataHora(e.data_hora),
      e.usuario_nome,
      e.login,
      e.acao,
      e.detalhes,
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(SEPARATOR)).join('\r\n')}\r\n`;
}

/** Offers the CSV as a file download named after the day it was taken. */
export function downloadCsv(csv: string, now = new Date()): void {
  const pad = (n: number) => String(n).padStart(2, '0');
  const name = `auditoria-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
