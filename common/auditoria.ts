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
  segundoFatorObrigatorio: '2fa_obrigatorio',
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];
