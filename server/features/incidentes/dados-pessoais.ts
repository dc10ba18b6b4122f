/**
 * The register of security incidents (server/core/dados-pessoais.ts): kept 5 years (LGPD art.
 * 48; Resolução CD/ANPD 15/2024). The description and the affected data may tell of people; the
 * register is the company's, not exported to anyone: the people affected receive the notice the
 * admin writes for them (server/features/comunicados/dados-pessoais.ts).
 */
import type { DeclaracaoDeDadosPessoais } from '../../core/dados-pessoais.js';

export const dadosPessoaisDosIncidentes: DeclaracaoDeDadosPessoais = {
  feature: 'incidentes',
  tabelas: [
    {
      tabela: 'incidentes',
      tipo: 'pessoal',
      descricao: 'O registro de incidentes de segurança, com quem o registrou',
      colunas_pessoais: ['autor_id', 'descricao', 'dados_afetados', 'medidas'],
      exportacao: {
        motivo:
          'registro interno da empresa exigido pela ANPD; as pessoas afetadas recebem o comunicado escrito para elas',
      },
      retencao: 'incidentes',
      // erased 5 years after it was recorded (server/core/retencao.ts)
      reter: { coluna: 'criado_em' },
      anonimizacao: {
        como: 'manter',
        motivo: 'registro guardado por obrigação legal (Resolução CD/ANPD 15/2024, art. 10)',
      },
    },
  ],
  exportar: {},
};
