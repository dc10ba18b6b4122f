import { paths } from '../../../common/paths';
import type { Permission } from '../../../common/roles';

/** The portal's grid: each button shows only to roles holding its permission (docs/product/portal.md). */
export interface PortalButton {
  label: string;
  description: string;
  to: string;
  permission: Permission;
}

export const PORTAL_BUTTONS: PortalButton[] = [
  {
    label: 'Dashboards',
    description: 'Relatórios de gestão',
    to: paths.links,
    permission: 'dashboards',
  },
  {
    label: 'Ouvidoria',
    description: 'Denúncias e sugestões',
    to: paths.denuncias,
    permission: 'ouvidoria',
  },
  {
    label: 'Suporte',
    description: 'Atendimento ao colaborador',
    to: paths.suporte,
    permission: 'suporte',
  },
  {
    label: 'Gestão Ouvidoria',
    description: 'Denúncias recebidas',
    to: paths.adminDenuncias,
    permission: 'gestaoOuvidoria',
  },
  {
    label: 'Painel de Suporte',
    description: 'Atendimentos dos colaboradores',
    to: paths.painelAtendimentos,
    permission: 'painelSuporte',
  },
  {
    label: 'Gestão de Usuários',
    description: 'Editar, ativar e desativar contas',
    to: paths.gestaoUsuarios,
    permission: 'gestaoUsuarios',
  },
  {
    label: 'Cadastro de Usuário',
    description: 'Criar um novo acesso',
    to: paths.cadastrar,
    permission: 'cadastroUsuario',
  },
  {
    label: 'Auditoria',
    description: 'Registro de ações do sistema',
    to: paths.auditoria,
    permission: 'auditoria',
  },
  {
    label: 'Mensagens de Contato',
    description: 'Mensagens enviadas pelo site',
    to: paths.mensagensContato,
    permission: 'mensagensContato',
  },
  {
    label: 'Segurança das Contas',
    description: 'Exigir verificação em duas etapas',
    to: paths.seguranca,
    permission: 'segurancaContas',
  },
  {
    label: 'Incidentes de Segurança',
    description: 'Registro, prazo da ANPD e comunicados',
    to: paths.incidentes,
    permission: 'incidentes',
  },
  {
    label: 'Minha Conta',
    description: 'Aparelhos conectados e segurança',
    to: paths.minhaConta,
    permission: 'minhaConta',
  },
  {
    label: 'Meus Dados',
    description: 'O que o portal guarda sobre você',
    to: paths.meusDados,
    permission: 'meusDados',
  },
  {
    label: 'Alterar Senha',
    description: 'Trocar sua senha',
    to: paths.alterarSenha,
    permission: 'alterarSenha',
  },
];
