import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../common/schemas/auditoria';
import { auditCsv, csvCell } from './csv';
import { filterEntries, formatDataHora, NO_FILTERS, serverWindow } from './filter';

// Local times: the browser filters by the user's days, whatever the machine's zone.
const at = (y: number, mo: number, d: number, h = 12, mi = 0) =>
  new Date(y, mo - 1, d, h, mi).toISOString();
let nextId = 1;
const entry = (data_hora: string, usuario_nome: string | null, acao: string): AuditEntry => ({
  id: nextId++,
  data_hora,
  usuario_nome,
  login: usuario_nome?.toLowerCase().replace(/\s/g, '.') ?? null,
  acao,
  detalhes: `${acao} por ${usuario_nome}`,
});

const entries = [
  entry(at(2026, 3, 5, 0, 0), 'João Araújo', 'login'),
  entry(at(2026, 3, 4, 23, 59), 'Ana Paula', 'login_falhou'),
  entry(at(2026, 3, 4, 0, 0), 'ANA RIBEIRO', 'usuario_desativado'),
  entry(at(2026, 3, 3, 23, 59), null, 'login_falhou'),
];
const names = (list: AuditEntry[]) => list.map((e) => e.usuario_nome);

describe('filterEntries', () => {
  it('keeps everything without filters', () => {
    expect(filterEntries(entries, NO_FILTERS)).toHaveLength(4);
  });

  it('Data Inicial from local midnight, Data Final through the end of that day', () => {
    const day = { ...NO_FILTERS, dataInicial: '2026-03-04', dataFinal: '2026-03-04' };
    expect(names(filterEntries(entries, day))).toEqual(['Ana Paula', 'ANA RIBEIRO']);
    expect(names(filterEntries(entries, { ...NO_FILTERS, dataFinal: '2026-03-03' }))).toEqual([
      null,
    ]);
    expect(filterEntries(entries, { ...NO_FILTERS, dataInicial: '2026-03-06' })).toEqual([]);
  });

  it('Usuário: name contains, ignoring case and accents', () => {
    expect(names(filterEntries(entries, { ...NO_FILTERS, usuario: 'ana' }))).toEqual([
      'Ana Paula',
      'ANA RIBEIRO',
    ]);
    expect(names(filterEntries(entries, { ...NO_FILTERS, usuario: ' joao ' }))).toEqual([
      'João Araújo',
    ]);
  });

  it('Ação: also the label shown beside the code, ignoring accents', () => {
    expect(names(filterEntries(entries, { ...NO_FILTERS, acao: 'desativou usuario' }))).toEqual([
      'ANA RIBEIRO',
    ]);
  });

  it('Ação: contains, e.g. "login" also finds login_falhou; filters combine', () => {
    expect(filterEntries(entries, { ...NO_FILTERS, acao: 'LOGIN' })).toHaveLength(3);
    expect(
      names(
        filterEntries(entries, {
          ...NO_FILTERS,
          acao: 'login',
          usuario: 'ana',
          dataInicial: '2026-03-04',
        }),
      ),
    ).toEqual(['Ana Paula']);
  });
});

describe('serverWindow', () => {
  const today = new Date(2026, 5, 10).getTime();
  it('asks for the last 90 days by default', () => {
    expect(serverWindow(NO_FILTERS, today)).toEqual({ de: new Date(2026, 2, 12).toISOString() });
  });
  it('follows the dates when filled, Data Final inclusive to its last millisecond', () => {
    const w = serverWindow(
      { ...NO_FILTERS, dataInicial: '2025-07-01', dataFinal: '2025-07-31' },
      today,
    );
    expect(w).toEqual({
      de: new Date(2025, 6, 1).toISOString(),
      ate: new Date(new Date(2025, 7, 1).getTime() - 1).toISOString(),
    });
  });
});

describe('serverWindow with Data Final only', () => {
  it('asks for everything up to the end of that day, even older than the last 90 days', () => {
    const today = new Date(2026, 10, 22).getTime();
    expect(serverWindow({ ...NO_FILTERS, dataFinal: '2026-07-31' }, today)).toEqual({
      ate: new Date(new Date(2026, 7, 1).getTime() - 1).toISOString(),
    });
  });
});

describe('serverWindow with dates out of order', () => {
  it('sends them as typed, so the server says why nothing can be found', () => {
    const today = new Date(2026, 5, 10).getTime();
    expect(
      serverWindow({ ...NO_FILTERS, dataInicial: '2026-05-02', dataFinal: '2026-05-01' }, today),
    ).toEqual({
      de: new Date(2026, 4, 2).toISOString(),
      ate: new Date(new Date(2026, 4, 2).getTime() - 1).toISOString(),
    });
  });
});

describe('CSV', () => {
  it('neutralizes formulas and escapes quotes', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell('Texto; com "aspas"')).toBe('"Texto; com ""aspas"""');
    expect(csvCell(null)).toBe('""');
  });

  it('starts with a BOM, separates with ";", ends lines with CRLF, keeps accents', () => {
    const csv = auditCsv([entries[0]!]);
    expect(csv.startsWith('\uFEFF"Data/Hora";"Usuário";"Login";"Ação";"Detalhes"\r\n')).toBe(true);
    expect(csv).toContain(
      `"${formatDataHora(entries[0]!.data_hora)}";"João Araújo";"joão.araújo";"login";"login por João Araújo"\r\n`,
    );
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('formats dates as dd/mm/aaaa hh:mm:ss local time', () => {
    expect(formatDataHora(at(2026, 1, 2, 3, 4))).toBe('02/01/2026 03:04:00');
  });
});
