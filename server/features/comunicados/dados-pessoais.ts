/**
 * The company's notices to people (server/core/dados-pessoais.ts): what was addressed to the
 * person and when they dismissed it. Kept with the register of security incidents they tell of
 * (5 years): they are the proof the people affected were told (LGPD art. 48).
 */
import type { DeclaracaoDeDadosPessoais, Titular } from '../../core/dados-pessoais.js';
import { comunicadosRecebidos } from './repository.js';

async function exportarComunicados({ ctx, usuario }: Titular) {
  return { recebidos: await comunicadosRecebidos(ctx.db, usuario.id) };
}

export const dadosPessoaisDosComunicados: DeclaracaoDeDadosPessoais = {
  feature: 'comunicados',
  tabelas: [
    {
      tabela: 'comunicados',
      tipo: 'pessoal',
      descricao: 'Os comunicados da empresa às pessoas, e quem os escreveu',
      colunas_pessoais: ['autor_id', 'texto'],
      exportacao: { grupo: 'comunicados' },
      retencao: 'incidentes',
      // 5 years after it was written, as the incident it tells of (server/core/retencao.ts)
      reter: { coluna: 'criado_em' },
      anonimizacao: {
        como: 'manter',
        motivo:
          'prova de que as pessoas afetadas por um incidente foram comunicadas (LGPD art. 48), guardada com o registro',
      },
    },
    {
      tabela: 'comunicados_destinatarios',
      tipo: 'pessoal',
      descricao: 'A quem cada comunicado foi enviado, e quando a pessoa o dispensou',
      colunas_pessoais: ['usuario_id'],
      exportacao: { grupo: 'comunicados' },
      retencao: 'incidentes',
      // deleted with their notice (the foreign key cascades: migration 0026)
      reter: { com: 'comunicados' },
      anonimizacao: {
        como: 'manter',
        motivo:
          'prova de que as pessoas afetadas por um incidente foram comunicadas (LGPD art. 48); a conta anonimizada já não diz quem era',
      },
    },
  ],
  exportar: { comunicados: exportarComunicados },
};
