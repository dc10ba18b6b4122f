/**
 * How long each kind of personal data is kept (LGPD art. 15 and 16; docs/product/privacidade.md):
 * one table, read by the privacy notice (/privacidade), by the registry of personal data
 * (server/core/dados-pessoais.ts: every declared table names its kind here) and, in a later slice,
 * by the retention job. `dias`: counted from `contado_de`; null when the data lives as long as
 * something else (the account) and goes with it.
 */
export interface Retencao {
  /** what a person would call this kind of data */
  rotulo: string;
  /** the period in plain words, as the notice shows it */
  prazo: string;
  dias: number | null;
  /** what starts the count */
  contado_de: string;
}

export const RETENCAO = {
  conta: {
    rotulo: 'Conta de acesso ao portal',
    prazo:
      'Enquanto a pessoa trabalha na empresa; depois de desativada, a conta pode ser anonimizada.',
    dias: null,
    contado_de: 'a desativação da conta',
  },
  seguranca_da_conta: {
    rotulo: 'Verificação em duas etapas, códigos de recuperação e chaves de acesso',
    prazo:
      'Enquanto estiverem ativos; apagados ao desativá-los ou removê-los, e as chaves também quando a senha é redefinida pelo RH ou a conta é desativada.',
    dias: null,
    contado_de: 'a desativação da verificação',
  },
  sessoes: {
    rotulo: 'Aparelhos conectados (sessões)',
    prazo: 'Até a pessoa sair ou encerrar o aparelho; o registro é apagado na hora.',
    dias: null,
    contado_de: 'a saída',
  },
  tentativas_de_acesso: {
    rotulo: 'Tentativas de acesso e desafios de login',
    prazo: 'Minutos: só enquanto protegem a conta contra tentativas repetidas.',
    dias: 1,
    contado_de: 'a tentativa',
  },
  inscricoes_push: {
    rotulo: 'Inscrições para notificações no aparelho',
    prazo: '90 dias sem uso, ou até a pessoa sair daquele aparelho.',
    dias: 90,
    contado_de: 'o último uso',
  },
  preferencias_de_avisos: {
    rotulo: 'Escolhas de avisos',
    prazo: 'Enquanto a conta existir.',
    dias: null,
    contado_de: 'o fim da conta',
  },
  avisos_enviados: {
    rotulo: 'Avisos enviados por e-mail e no aparelho',
    prazo: '180 dias depois do envio.',
    dias: 180,
    contado_de: 'o envio',
  },
  atendimentos: {
    rotulo: 'Atendimentos do suporte (mensagens, arquivos, avaliações e notas)',
    prazo: '2 anos depois do encerramento do atendimento.',
    dias: 730,
    contado_de: 'o encerramento',
  },
  contato: {
    rotulo: 'Mensagens do formulário de contato',
    prazo: '1 ano depois do envio.',
    dias: 365,
    contado_de: 'o envio',
  },
  // the default of OUVIDORIA_RETENCAO_DIAS; the notice is built with the configured value
  // (retencaoComOuvidoria below; docs/decisions/062-retencao-da-ouvidoria-configurada.md)
  ouvidoria: {
    rotulo: 'Relatos da Ouvidoria e seus casos',
    prazo: prazoDaOuvidoria(1825),
    dias: 1825,
    contado_de: 'a conclusão do caso',
  },
  ciencias_de_conduta: {
    rotulo: 'Ciências do Código de Conduta ("Li e estou ciente")',
    prazo:
      'Enquanto a conta existir e até 5 anos depois de desativada, como prova de que as regras foram divulgadas (Lei 14.457/2022, art. 23).',
    dias: 1825,
    contado_de: 'a desativação da conta',
  },
  auditoria: {
    rotulo: 'Registro de auditoria',
    prazo: '5 anos, por obrigação legal (LGPD art. 16, I).',
    dias: 1825,
    contado_de: 'o registro',
  },
  solicitacoes_de_privacidade: {
    rotulo: 'Solicitações sobre dados pessoais (LGPD art. 18) e suas respostas',
    prazo: '5 anos depois da resposta, como prova de que a solicitação foi atendida.',
    dias: 1825,
    contado_de: 'a conclusão ou a recusa da solicitação',
  },
  registros_do_servidor: {
    rotulo: 'Registros do servidor (endereço de rede das tentativas de login)',
    prazo:
      'Pelo tempo que a TI da empresa guarda os registros do servidor; recomendado: até 90 dias.',
    dias: 90,
    contado_de: 'o registro',
  },
  incidentes: {
    rotulo: 'Registro de incidentes de segurança e comunicados às pessoas afetadas',
    prazo: '5 anos depois do registro do incidente (LGPD art. 48; Resolução CD/ANPD 15/2024).',
    dias: 1825,
    contado_de: 'o registro do incidente',
  },

  treinamentos: {
    rotulo: 'Treinamentos e presenças (Lei 14.457/2022, art. 23)',
    prazo: '5 anos depois do treinamento, como prova de que foi feito.',
    dias: 1825,
    contado_de: 'a data do treinamento',
  },
  candidaturas: {
    rotulo: 'Candidaturas a vagas (dados e currículo)',
    prazo: '1 ano depois do envio.',
    dias: 365,
    contado_de: 'o envio',
  },
  registros_tecnicos: {
    rotulo: 'Registros técnicos de entrega (atualizações ao vivo, repetições de envio)',
    prazo: '24 horas.',
    dias: 1,
    contado_de: 'o registro',
  },
} as const satisfies Record<string, Retencao>;

export type TipoDeRetencao = keyof typeof RETENCAO;

/**
 * A period of days in plain words, as the job counts it: whole years of 365 days as years
 * (1825 → "5 anos", 365 → "1 ano"), anything else in days (30 → "30 dias", 1 → "1 dia").
 */
export function prazoEmPalavras(dias: number): string {
  // a literal, not a module constant: RETENCAO (above) calls this while the module loads
  if (dias % 365 === 0) {
    const anos = dias / 365;
    return anos === 1 ? '1 ano' : `${anos} anos`;
  }
  return dias === 1 ? '1 dia' : `${dias} dias`;
}

/** The Ouvidoria's period as the notice states it, from OUVIDORIA_RETENCAO_DIAS. */
export function prazoDaOuvidoria(dias: number): string {
  return `${prazoEmPalavras(dias)} depois da conclusão ou do arquivamento do caso.`;
}

/** The table with the Ouvidoria's period set to `dias` (the notice, as it was built). */
export function retencaoComOuvidoria(dias: number) {
  return { ...RETENCAO, ouvidoria: { ...RETENCAO.ouvidoria, prazo: prazoDaOuvidoria(dias), dias } };
}
