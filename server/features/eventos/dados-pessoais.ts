/**
 * The live updates' queue in the registry of personal data (server/core/dados-pessoais.ts): which
 * person an update is for, kept a day (server/features/eventos/distribuidor.ts, RETENCAO_MS).
 */
import type { DeclaracaoDeDadosPessoais } from '../../core/dados-pessoais.js';

export const dadosPessoaisDosEventos: DeclaracaoDeDadosPessoais = {
  feature: 'eventos',
  tabelas: [
    {
      tabela: 'eventos',
      tipo: 'pessoal',
      descricao: 'As atualizações ao vivo a entregar a quem está com o portal aberto',
      colunas_pessoais: ['usuario_id', 'dados'],
      exportacao: { motivo: 'fila técnica apagada em 24 horas; o que ela avisa já está no portal' },
      retencao: 'registros_tecnicos',
      reter: { coluna: 'criado_em' },
      anonimizacao: { como: 'apagar' },
    },
  ],
  exportar: {},
};
