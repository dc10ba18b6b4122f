/** The audit log's vocabulary (docs/product/auditoria.md): short lowercase words. */
export const AUDIT_ACTIONS = {
  login: 'login',
  loginFalhou: 'login_falhou',
  alterarSenha: 'alterar_senha',
  cadastro: 'cadastro',
  usuarioAlterado: 'usuario_alterado',
  usuarioDesativado: 'usuario_desativado',
  usuarioReativado: 'usuario_reativado',
  usuarioExcluido: 'usuario_excluido',
  senhaRedefinida: 'senha_redefinida',
  sessoesEncerradas: 'sessoes_encerradas',
  leituraDenuncias: 'leitura_denuncias',
  leituraDenuncia: 'leitura_denuncia',
  denunciaAtualizada: 'denuncia_atualizada',
  denunciaMensagem: 'denuncia_mensagem',
  denunciaNota: 'denuncia_nota',
  denunciaEliminada: 'denuncia_eliminada',
  atendimentoAberto: 'atendimento_aberto',
  atendimentoFechado: 'atendimento_fechado',
  avaliacao: 'avaliacao',
  segundoFatorAtivado: '2fa_ativada',
  segundoFatorDesativado: '2fa_desativada',
  segundoFatorRedefinido: '2fa_redefinida',
  codigoFalhou: '2fa_codigo_falhou',
  codigoRecuperacaoUsado: '2fa_codigo_recuperacao',
  codigosRecuperacaoNovos: '2fa_codigos_novos',
  segundoFatorObrigatorio: '2fa_obrigatorio',
  usuarioAnonimizado: 'usuario_anonimizado',
  retencaoAplicada: 'retencao_aplicada',
  incidenteRegistrado: 'incidente_registrado',
  incidenteAtualizado: 'incidente_atualizado',
  incidenteComunicado: 'incidente_comunicado',
  solicitacaoRecebida: 'solicitacao_recebida',
  solicitacaoAtualizada: 'solicitacao_atualizada',
  treinamentoCriado: 'treinamento_criado',
  treinamentoPresenca: 'treinamento_presenca',
  condutaPublicada: 'conduta_publicada',
  condutaCiencia: 'conduta_ciencia',
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/**
 * How the audit screen names each action, beside its code (the API and the CSV keep the codes).
 * An action without a label here shows its code alone.
 */
const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  login: 'Entrou no portal',
  login_falhou: 'Tentativa de entrada recusada',
  alterar_senha: 'Alterou a própria senha',
  cadastro: 'Cadastrou usuário',
  usuario_alterado: 'Alterou dados de usuário',
  usuario_desativado: 'Desativou usuário',
  usuario_reativado: 'Reativou usuário',
  usuario_excluido: 'Excluiu usuário',
  senha_redefinida: 'Redefiniu senha de usuário',
  sessoes_encerradas: 'Encerrou as sessões de usuário',
  leitura_denuncias: 'Consultou a lista de denúncias',
  leitura_denuncia: 'Consultou uma denúncia',
  denuncia_atualizada: 'Atualizou uma denúncia',
  denuncia_mensagem: 'Escreveu ao denunciante',
  denuncia_nota: 'Anotou numa denúncia',
  denuncia_eliminada: 'Denúncia eliminada pelo prazo de guarda',
  atendimento_aberto: 'Abriu atendimento',
  atendimento_fechado: 'Encerrou atendimento',
  avaliacao: 'Avaliou atendimento',
  '2fa_ativada': 'Ativou a verificação em duas etapas',
  '2fa_desativada': 'Desativou a verificação em duas etapas',
  '2fa_redefinida': 'Verificação em duas etapas redefinida',
  '2fa_codigo_falhou': 'Código de verificação recusado',
  '2fa_codigo_recuperacao': 'Usou um código de recuperação',
  '2fa_codigos_novos': 'Gerou novos códigos de recuperação',
  '2fa_obrigatorio': 'Mudou quem precisa da verificação em duas etapas',
  usuario_anonimizado: 'Anonimizou ex-colaborador',
  retencao_aplicada: 'Dados apagados pelo prazo de guarda',
  incidente_registrado: 'Registrou um incidente de segurança',
  incidente_atualizado: 'Atualizou um incidente de segurança',
  incidente_comunicado: 'Comunicou um incidente de segurança às pessoas afetadas',
  solicitacao_recebida: 'Solicitação sobre dados pessoais recebida',
  solicitacao_atualizada: 'Atualizou uma solicitação sobre dados pessoais',
  treinamento_criado: 'Cadastrou um treinamento',
  treinamento_presenca: 'Registrou presença em treinamento',
  conduta_publicada: 'Publicou uma versão do Código de Conduta',
  conduta_ciencia: 'Declarou ciência do Código de Conduta',
};

/** The label of an action code, or undefined for a code without one. */
export const rotuloDaAcao = (acao: string): string | undefined =>
  (AUDIT_ACTION_LABELS as Record<string, string | undefined>)[acao];

/** `GET /api/auditoria` answers at most this many entries (common/schemas/auditoria.ts). */
export const AUDITORIA_MAX_LIMIT = 5000;
/** The screen asks for this many days back (or from Data Inicial when earlier). */
export const AUDITORIA_WINDOW_DAYS = 90;
