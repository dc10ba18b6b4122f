/** CSV files as spreadsheets in pt-BR open them: ';' between cells, UTF-8 with a BOM, CRLF. */
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

export function csvDocument(lines: ReadonlyArray<ReadonlyArray<string | null>>): string {
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(SEPARATOR)).join('\r\n')}\r\n`;
}

/** Offers a CSV text as a file download. */
export function downloadCsvFile(csv: string, name: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
