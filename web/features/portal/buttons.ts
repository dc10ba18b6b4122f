import { paths } from '../../../common/paths';
import type { Permission } from '../../../common/roles';

/**
 * The portal's tiles, grouped by what a person comes for (docs/product/portal.md): "Meu dia"
 * (one's own things, first on every screen) and "Trabalho das equipes" (the staff's panels,
 * cases, requests, incidents, users, audit). Each tile shows only to roles holding its
 * permission; within a group, tiles keep this order.
 */
export type GrupoDoPortal = 'meuDia' | 'equipes';

export const GRUPOS_DO_PORTAL: Record<GrupoDoPortal, string> = {
  meuDia: 'Meu dia',
  equipes: 'Trabalho das equipes',
};

export interface PortalButton {
  label: string;
  description: string;
  to: string;
  permission: Permission;
  grupo: GrupoDoPortal;
}

export const PORTAL_BUTTONS: PortalButton[] = [
  {
    label: 'Ouvidoria',
    description: 'Denúncias e sugestões',
    to: paths.denuncias,
    permission: 'ouvidoria',
    grupo: 'meuDia',
  },
  {
    label: 'Suporte',
    description: 'Atendimento ao colaborador',
    to: paths.suporte,
    permission: 'suporte',
    grupo: 'meuDia',
  },
  {
    label: 'Meus Treinamentos',
    description: 'Presença com código e situação',
    to: paths.meusTreinamentos,
    permission: 'meusTreinamentos',
    grupo: 'meuDia',
  },
  {
    label: 'Código de Conduta',
    description: 'As regras da empresa e sua ciência',
    to: paths.codigoDeConduta,
    permission: 'codigoDeConduta',
    grupo: 'meuDia',
  },
  {
    label: 'Meus Dados',
    description: 'O que o portal guarda sobre você',
    to: paths.meusDados,
    permission: 'meusDados',
    grupo: 'meuDia',
  },
  {
    label: 'Minha Conta',
    description: 'Aparelhos conectados e segurança',
    to: paths.minhaConta,
    permission: 'minhaConta',
    grupo: 'meuDia',
  },
  {
    label: 'Alterar Senha',
    description: 'Trocar sua senha',
    to: paths.alterarSenha,
    permission: 'alterarSenha',
    grupo: 'meuDia',
  },
  {
    label: 'Dashboards',
    description: 'Relatórios de gestão',
    to: paths.links,
    permission: 'dashboards',
    grupo: 'meuDia',
  },
  {
    label: 'Painel de Suporte',
    description: 'Atendimentos dos colaboradores',
    to: paths.painelAtendimentos,
    permission: 'painelSuporte',
    grupo: 'equipes',
  },
  {
    label: 'Gestão Ouvidoria',
    description: 'Denúncias recebidas',
    to: paths.adminDenuncias,
    permission: 'gestaoOuvidoria',
    grupo: 'equipes',
  },
  {
    label: 'Solicitações de Privacidade',
    description: 'Pedidos sobre dados pessoais (LGPD)',
    to: paths.solicitacoesPrivacidade,
    permission: 'solicitacoesPrivacidade',
    grupo: 'equipes',
  },
  {
    label: 'Treinamentos',
    description: 'Cadastro, presença e situação da equipe',
    to: paths.treinamentos,
    permission: 'treinamentos',
    grupo: 'equipes',
  },
  {
    label: 'Gestão do Código de Conduta',
    description: 'Publicar versões e acompanhar a adesão',
    to: paths.gestaoConduta,
    permission: 'gestaoConduta',
    grupo: 'equipes',
  },
  {
    label: 'Conteúdo do Site',
    description: 'Vagas, candidaturas, notícias, fotos e dados da empresa',
    to: paths.conteudoDoSite,
    permission: 'gestaoConteudo',
    grupo: 'equipes',
  },
  {
    label: 'Incidentes de Segurança',
    description: 'Registro, prazo da ANPD e comunicados',
    to: paths.incidentes,
    permission: 'incidentes',
    grupo: 'equipes',
  },
  {
    label: 'Gestão de Usuários',
    description: 'Editar, ativar e desativar contas',
    to: paths.gestaoUsuarios,
    permission: 'gestaoUsuarios',
    grupo: 'equipes',
  },
  {
    label: 'Cadastro de Usuário',
    description: 'Criar um novo acesso',
    to: paths.cadastrar,
    permission: 'cadastroUsuario',
    grupo: 'equipes',
  },
  {
    label: 'Segurança das Contas',
    description: 'Exigir verificação em duas etapas',
    to: paths.seguranca,
    permission: 'segurancaContas',
    grupo: 'equipes',
  },
  {
    label: 'Mensagens de Contato',
    description: 'Mensagens enviadas pelo site',
    to: paths.mensagensContato,
    permission: 'mensagensContato',
    grupo: 'equipes',
  },
  {
    label: 'Auditoria',
    description: 'Registro de ações do sistema',
    to: paths.auditoria,
    permission: 'auditoria',
    grupo: 'equipes',
  },
];
