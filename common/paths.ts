/** Every URL of the product is defined once, here. */
export const paths = {
  home: '/',
  about: '/about',
  gallery: '/about#galeria',
  activities: '/activities',
  contact: '/contact',
  /** the company's news (docs/product/conteudo.md) */
  noticias: '/noticias',
  noticia: (slug: string) => `/noticias/${slug}`,
  /** the job openings and the application form */
  trabalheConosco: '/trabalhe-conosco',
  login: '/login',
  portal: '/portal',
  alterarSenha: '/alterar-senha',
  links: '/links',
  denuncias: '/denuncias',
  acompanharDenuncia: '/denuncias/acompanhar',
  suporte: '/suporte',
  atendimento: '/atendimento',
  avaliacao: (id: number | string) => `/suporte/avaliacao/${id}`,
  cadastrar: '/cadastrar',
  adminDenuncias: '/admin/denuncias',
  adminDenunciaCaso: (id: number | string) => `/admin/denuncias/${id}`,
  adminDenunciasIndicadores: '/admin/denuncias/indicadores',
  painelAtendimentos: '/painel-atendimentos',
  atendimentoSuporte: (id: number | string) => `/atendimento-suporte/${id}`,
  relatorioAtendimentos: '/painel-atendimentos/relatorio',
  respostasProntas: '/painel-atendimentos/respostas-prontas',
  gestaoUsuarios: '/gestao-usuarios',
  gestaoUsuario: (id: number | string) => `/gestao-usuarios/${id}`,
  novoUsuario: '/gestao-usuarios/new',
  auditoria: '/auditoria',
  mensagensContato: '/mensagens-contato',
  minhaConta: '/minha-conta',
  seguranca: '/seguranca',
  /** everything the portal holds about the person (docs/product/privacidade.md) */
  meusDados: '/meus-dados',
  /** trainings (docs/product/treinamentos.md): staff's list, one training, one's own */
  treinamentos: '/treinamentos',
  treinamento: (id: number | string) => `/treinamentos/${id}`,
  meusTreinamentos: '/meus-treinamentos',
  /** the privacy notice */
  privacidade: '/privacidade',
  /** the register of security incidents (admin; docs/product/incidentes.md) */
  incidentes: '/incidentes',
  /** compliance's queue of privacy requests */
  solicitacoesPrivacidade: '/solicitacoes-de-privacidade',
  /** the Código de Conduta in force, and "Li e estou ciente" (docs/product/conduta.md) */
  codigoDeConduta: '/codigo-de-conduta',
  /** compliance, admin: publish a version, follow who acknowledged it */
  gestaoConduta: '/gestao-conduta',
  /** admin, rh: the company's openings and news on the public site (docs/product/conteudo.md) */
  conteudoDoSite: '/conteudo-do-site',
} as const;

/** Files the public site serves beside its pages (docs/product/conteudo.md). */
export const arquivosDoSite = {
  /** a stored file the site's content uses (a photo's size, a video) */
  midia: (nome: string) => `/midia/${nome}`,
} as const;

/** The installable app's own files (docs/decisions/025-app-instalavel-e-offline.md). */
export const appFiles = {
  serviceWorker: '/sw.js',
  manifest: '/manifest.webmanifest',
  appleTouchIcon: '/icons/apple-touch-icon.png',
} as const;

export const api = {
  health: '/api/health',
  pronto: '/api/health/pronto',
  login: '/api/login',
  /** the second step of a login with two-factor sign-in */
  login2fa: '/api/login/2fa',
  me: '/api/me',
  meuSegundoFator: '/api/me/2fa',
  confirmarSegundoFator: '/api/me/2fa/confirmar',
  novosCodigosRecuperacao: '/api/me/2fa/codigos',
  /** one's devices (sessions): list, end one, end the others */
  minhasSessoes: '/api/me/sessoes',
  minhaSessao: (id: string) => `/api/me/sessoes/${id}`,
  encerrarOutrasSessoes: '/api/me/sessoes/encerrar-outras',
  segundoFatorObrigatorio: '/api/seguranca/2fa-obrigatorio',
  /** the live stream (Server-Sent Events) */
  eventos: '/api/eventos',
  /** push notices (docs/product/avisos.md) */
  chavePush: '/api/push/chave',
  inscricoesPush: '/api/push/inscricoes',
  inscricaoPush: (id: number | string) => `/api/push/inscricoes/${id}`,
  meusAvisos: '/api/me/avisos',
  alterarSenha: '/api/alterar-senha',
  cadastrar: '/api/cadastrar',
  links: '/api/links',
  contato: '/api/contato',
  contatoMensagens: '/api/contato/mensagens',
  contatoMensagemLida: (id: number | string) => `/api/contato/mensagens/${id}/lida`,
  denuncias: '/api/denuncias',
  denunciasLeitores: '/api/denuncias/leitores',
  acompanhamento: '/api/denuncias/acompanhamento',
  acompanhamentoMensagens: '/api/denuncias/acompanhamento/mensagens',
  acompanhamentoAnexos: '/api/denuncias/acompanhamento/anexos',
  adminDenunciaAnexo: (nome: string) => `/api/admin/denuncias/anexos/${nome}`,
  adminDenuncias: '/api/admin/denuncias',
  adminDenunciaIndicadores: '/api/admin/denuncias/indicadores',
  adminDenunciaResumo: '/api/admin/denuncias/resumo',
  /** the Ouvidoria's counts for the risk inventory (NR-1 PGR), by category and month */
  indicadoresPgr: '/api/denuncias/indicadores/pgr',
  adminDenuncia: (id: number | string) => `/api/admin/denuncias/${id}`,
  adminDenunciaMensagens: (id: number | string) => `/api/admin/denuncias/${id}/mensagens`,
  adminDenunciaNotas: (id: number | string) => `/api/admin/denuncias/${id}/notas`,
  atendimentos: '/api/atendimentos',
  atendimento: (id: number | string) => `/api/atendimentos/${id}`,
  atendimentoNotas: (id: number | string) => `/api/atendimentos/${id}/notas`,
  atendimentosRelatorio: '/api/atendimentos/relatorio',
  atendimentosResponsaveis: '/api/atendimentos/responsaveis',
  respostasProntas: '/api/respostas-prontas',
  respostaPronta: (id: number | string) => `/api/respostas-prontas/${id}`,
  mensagens: (id: number | string) => `/api/atendimentos/${id}/mensagens`,
  upload: (id: number | string) => `/api/atendimentos/${id}/upload`,
  fechar: (id: number | string) => `/api/atendimentos/${id}/fechar`,
  avaliacao: (id: number | string) => `/api/atendimentos/${id}/avaliacao`,
  arquivo: (nome: string) => `/api/arquivos/${nome}`,
  users: '/api/users',
  user: (id: number | string) => `/api/users/${id}`,
  userPassword: (id: number | string) => `/api/users/${id}/password`,
  /** all of a user's sessions, ended by whoever manages users */
  userSessoes: (id: number | string) => `/api/users/${id}/sessoes`,
  /** a former employee's account anonymised (admin; docs/product/privacidade.md) */
  userAnonimizar: (id: number | string) => `/api/users/${id}/anonimizar`,
  auditoria: '/api/auditoria',
  /** "Meus dados": everything the portal holds about the person asking */
  meusDados: '/api/me/dados',
  /** security incidents (docs/product/incidentes.md) */
  adminIncidentes: '/api/admin/incidentes',
  adminIncidente: (id: number | string) => `/api/admin/incidentes/${id}`,
  adminIncidenteComunicados: (id: number | string) => `/api/admin/incidentes/${id}/comunicados`,
  /** the company's notices to the person asking, until dismissed */
  meusComunicados: '/api/me/comunicados',
  comunicadoCiente: (id: number | string) => `/api/me/comunicados/${id}/ciente`,
  /** privacy requests (LGPD art. 18): one's own, a visitor's, compliance's queue */
  minhasSolicitacoes: '/api/me/solicitacoes',
  solicitacaoPublica: '/api/privacidade/solicitacoes',
  confirmarSolicitacao: '/api/privacidade/solicitacoes/confirmar',
  consultarSolicitacao: '/api/privacidade/solicitacoes/consulta',
  adminSolicitacoes: '/api/admin/solicitacoes',
  adminSolicitacao: (id: number | string) => `/api/admin/solicitacoes/${id}`,
  /** trainings (docs/product/treinamentos.md) */
  treinamentos: '/api/treinamentos',
  treinamento: (id: number | string) => `/api/treinamentos/${id}`,
  treinamentoParticipantes: (id: number | string) => `/api/treinamentos/${id}/participantes`,
  treinamentosSituacao: '/api/treinamentos/situacao',
  presencaTreinamento: '/api/treinamentos/presenca',
  meusTreinamentos: '/api/me/treinamentos',
  /** the Código de Conduta (docs/product/conduta.md) */
  condutaVersoes: '/api/conduta/versoes',
  condutaVigente: '/api/conduta/vigente',
  condutaCiencia: '/api/conduta/ciencia',
  condutaAdesao: '/api/conduta/adesao',
} as const;
