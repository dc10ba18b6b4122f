/**
 * The audit log's personal data (server/core/dados-pessoais.ts): the entries where the person
 * acted. An entry about an Ouvidoria case the person may not read (the case excludes a role they
 * answer for, server/core/ouvidoria-acesso.ts) is counted, not shown: its text would tell them
 * of a case kept from them. The log is kept whole under legal obligation (LGPD art. 16, I): an
 * anonymised account's entries keep what they recorded.
 */
import type { DeclaracaoDeDadosPessoais, Titular } from '../../core/dados-pessoais.js';
import { visivelPara } from '../../core/ouvidoria-acesso.js';
import { cortarInicio } from '../../core/fim-da-escrita.js';

async function exportarAuditoria({ ctx, usuario }: Titular) {
  const [acoes, todas] = await Promise.all([
    ctx.db
      .selectFrom('audit_log')
      .select(['data_hora', 'acao', 'detalhes'])
      .where('usuario_id', '=', usuario.id)
      .where(visivelPara(usuario, 'audit_log'))
      .orderBy('data_hora')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('usuario_id', '=', usuario.id)
      .executeTakeFirst(),
  ]);
  // an entry written between the two reads may make the difference negative: none then
  return { acoes, acoes_em_casos_restritos: Math.max(0, Number(todas?.n ?? 0) - acoes.length) };
}

export const dadosPessoaisDaAuditoria: DeclaracaoDeDadosPessoais = {
  feature: 'auditoria',
  tabelas: [
    {
      tabela: 'audit_log',
      tipo: 'pessoal',
      descricao: 'O registro de auditoria: quem fez o quê, e quando',
      colunas_pessoais: ['usuario_id', 'usuario_nome', 'login', 'detalhes'],
      exportacao: { grupo: 'auditoria' },
      retencao: 'auditoria',
      // 5 years: the oldest entries, by a sealed cut of the chain (server/core/fim-da-escrita.ts)
      reter: {
        apagar: async ({ dbHandle }, limite) => ({
          audit_log: await cortarInicio(dbHandle, limite),
        }),
      },
      anonimizacao: {
        como: 'manter',
        motivo:
          'registro guardado por obrigação legal (LGPD art. 16, I), encadeado: mudá-lo quebraria a prova',
      },
    },
    {
      tabela: 'auditoria_cadeia',
      tipo: 'nao_pessoal',
      motivo: 'o selo do fim da cadeia de auditoria: números e hashes, sem pessoa',
    },
  ],
  exportar: { auditoria: exportarAuditoria },
};
