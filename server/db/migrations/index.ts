import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../dialect.js';
import type { SeloDaAuditoria } from '../../lib/auditoria-chave.js';
import * as m0001 from './0001_initial.js';
import * as m0004 from './0004_suporte.js';
import * as m0005 from './0005_ouvidoria_casos.js';
import * as m0006 from './0006_suporte_prazos.js';
import * as m0008 from './0008_eventos.js';
import * as m0009 from './0009_arquivos.js';
import * as m0010 from './0010_leituras_miniaturas.js';
import * as m0011 from './0011_email.js';
import * as m0012 from './0012_limites.js';
import * as m0013 from './0013_eventos_ouvidoria.js';
import * as m0014 from './0014_idempotencia.js';
import * as m0015 from './0015_segundo_fator.js';
import * as m0016 from './0016_auditoria_cadeia.js';
import * as m0017 from './0017_anonimato.js';
import * as m0018 from './0018_instancias.js';
import * as m0019 from './0019_encerrado_sem_resposta.js';
import * as m0021 from './0021_atendimentos_busca.js';
import * as m0022 from './0022_sessoes.js';
import * as m0023 from './0023_push.js';
import * as m0024 from './0024_solicitacoes_privacidade.js';
import * as m0026 from './0026_incidentes.js';
import * as m0027 from './0027_conduta.js';
import * as m0028 from './0028_treinamentos.js';
import * as m0029 from './0029_retencao.js';
import * as m0030 from './0030_auditoria_corte.js';
import * as m0031 from './0031_push_endurecido.js';
import * as m0032 from './0032_acesso_definido.js';
import * as m0033 from './0033_solicitacoes_confirmacao.js';
import * as m0034 from './0034_sessoes_cidade.js';
import * as m0035 from './0035_conduta_resumo.js';
import * as m0038 from './0038_marcos_de_operacao.js';
import * as m0045 from './0045_passkeys.js';
import * as m0050 from './0050_conteudo_do_site.js';
import * as m0051 from './0051_mudancas_por_chave.js';

interface DialectMigration {
  /** `auditoria`: the key of the audit chain, for a migration that seals entries (0016) */
  up(db: Kysely<unknown>, dialect: DialectName, auditoria: SeloDaAuditoria): Promise<void>;
  down?(db: Kysely<unknown>): Promise<void>;
}

/** One ordered set of migrations for both databases; each may branch on the dialect. */
const all: Record<string, DialectMigration> = {
  '0001_initial': m0001,
  '0004_suporte': m0004,
  '0005_ouvidoria_casos': m0005,
  '0006_suporte_prazos': m0006,
  '0008_eventos': m0008,
  '0009_arquivos': m0009,
  '0010_leituras_miniaturas': m0010,
  '0011_email': m0011,
  '0012_limites': m0012,
  '0013_eventos_ouvidoria': m0013,
  '0014_idempotencia': m0014,
  '0015_segundo_fator': m0015,
  '0016_auditoria_cadeia': m0016,
  '0017_anonimato': m0017,
  '0018_instancias': m0018,
  '0019_encerrado_sem_resposta': m0019,
  '0021_atendimentos_busca': m0021,
  '0022_sessoes': m0022,
  '0023_push': m0023,
  '0024_solicitacoes_privacidade': m0024,
  '0026_incidentes': m0026,
  '0027_conduta': m0027,
  '0028_treinamentos': m0028,
  '0029_retencao': m0029,
  '0030_auditoria_corte': m0030,
  '0031_push_endurecido': m0031,
  '0032_acesso_definido': m0032,
  '0033_solicitacoes_confirmacao': m0033,
  '0034_sessoes_cidade': m0034,
  '0035_conduta_resumo': m0035,
  '0038_marcos_de_operacao': m0038,
  '0045_passkeys': m0045,
  '0050_conteudo_do_site': m0050,
  '0051_mudancas_por_chave': m0051,
};

export function migrationProvider(
  dialect: DialectName,
  auditoria: SeloDaAuditoria,
): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(all)) {
        out[name] = { up: (db) => m.up(db, dialect, auditoria), down: m.down };
      }
      return out;
    },
  };
}
