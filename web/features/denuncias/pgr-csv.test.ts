import { describe, expect, it } from 'vitest';
import { pgrCsv } from './pgr-csv';

describe('the PGR CSV', () => {
  it('a line per category, a column per month, "<3" kept as the server said it', () => {
    const csv = pgrCsv({
      de: '2026-10',
      ate: '2026-11',
      meses: ['2026-10', '2026-11'],
      por_categoria: [
        {
          chave: 'Assédio',
          meses: [
            { chave: '2026-10', total: '<3' },
            { chave: '2026-11', total: 4 },
          ],
        },
      ],
    });
    expect(csv.slice(1).split('\r\n').slice(0, 2)).toEqual([
      '"Categoria";"2026-10";"2026-11"',
      '"Assédio";"<3";"4"',
    ]);
  });
});
