import { ROLE_LABELS } from '../../../common/roles';
import type { Adesao } from '../../../common/schemas/conduta';
import { csvDocument, downloadCsvFile } from '../../lib/csv';
import { dataHora } from '../../lib/datas';

/**
 * The adherence to one version as CSV (web/lib/csv.ts: `;`, a BOM, CRLF lines): a line per
 * active person, pending ones first.
 */
export function adesaoCsv(a: Adesao): string {
  return csvDocument([
    ['Versão', 'Nome', 'Papel', 'Situação', 'Ciente em'],
    ...a.pendentes.map((p) => [
      String(a.versao.versao),
      p.nome,
      ROLE_LABELS[p.role],
      'Pendente',
      '',
    ]),
    ...a.cientes.map((p) => [
      String(a.versao.versao),
      p.nome,
      ROLE_LABELS[p.role],
      'Ciente',
      dataHora(p.ciente_em),
    ]),
  ]);
}

export function baixarAdesaoCsv(a: Adesao): void {
  downloadCsvFile(adesaoCsv(a), `codigo-de-conduta-v${a.versao.versao}-adesao.csv`);
}
