import type {
  IndicadoresSuporte,
  RelatorioSuporte,
} from '../../../common/schemas/atendimentos-relatorio';
import { csvDocument } from '../../lib/csv';

const pct = (v: number | null) => (v === null ? '' : `${Math.round(v * 100)}%`);
const num = (v: number | null) => (v === null ? '' : String(v).replace('.', ','));

const COLUNAS = [
  'Atendimentos',
  'Respondidos',
  'Respondidos no prazo',
  'Resolvidos',
  'Resolvidos no prazo',
  'Mediana 1ª resposta (min úteis)',
  'Mediana solução (min úteis)',
  'Avaliações',
  'Nota média',
  'Encerrados sem resposta',
];

const valores = (i: IndicadoresSuporte) => [
  String(i.atendimentos),
  String(i.respondidos),
  pct(i.respondidos_no_prazo),
  String(i.resolvidos),
  pct(i.resolvidos_no_prazo),
  num(i.mediana_primeira_resposta),
  num(i.mediana_resolucao),
  String(i.avaliacoes.total),
  num(i.avaliacoes.media),
  String(i.encerrados_sem_resposta),
];

/** The report as one CSV: a line per month, per staff member and the total. */
export function relatorioCsv(r: RelatorioSuporte): string {
  return csvDocument([
    ['Grupo', 'Período', ...COLUNAS],
    ...r.meses.map((m) => ['Mês', m.mes, ...valores(m)]),
    ...r.equipe.map((e) => ['Responsável', e.responsavel_nome, ...valores(e)]),
    ['Total', `${r.de} a ${r.ate}`, ...valores(r.total)],
  ]);
}
