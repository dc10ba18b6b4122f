import type { Db } from '../../db/index.js';
import type { Denuncia, NovaDenuncia } from '../../../common/schemas/denuncias.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { recordAudit, type Actor } from '../../core/audit.js';
import { insertDenuncia, listDenuncias } from './repository.js';

/**
 * The time a report is filed, kept only to the hour. Report ids are sequential and shown to
 * staff, so every report (named ones too) is kept to the hour: a precise time on a named report
 * would otherwise bound the time of the anonymous one filed just before or after it.
 */
export function horaDaDenuncia(at: Date = new Date()): string {
  const hour = new Date(at.getTime());
  hour.setUTCMinutes(0, 0, 0);
  return hour.toISOString();
}

/**
 * Files a report. Deliberately takes no request, user or address: an anonymous report cannot be
 * tied to anyone because nothing about the sender ever reaches this code. No audit entry.
 */
export async function registrarDenuncia(db: Db, report: NovaDenuncia): Promise<void> {
  await insertDenuncia(db, {
    nome: report.anonimato ? null : report.nome,
    categoria: report.categoria,
    descricao: report.descricao,
    anonimato: report.anonimato,
    criado_em: horaDaDenuncia(),
  });
}

/** Every report, newest first; the reading itself is recorded in the audit log. */
export function listarDenuncias(db: Db, reader: Actor): Promise<Denuncia[]> {
  return db.transaction().execute(async (trx) => {
    const reports = await listDenuncias(trx);
    const n = reports.length;
    await recordAudit(trx, {
      actor: reader,
      acao: AUDIT_ACTIONS.leituraDenuncias,
      detalhes: `Consultou a lista de denúncias (${n} ${n === 1 ? 'denúncia' : 'denúncias'}).`,
    });
    return reports;
  });
}
