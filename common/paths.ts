/** Every URL of the product is defined once, here. */
export const paths = {
  home: '/',
  about: '/about',
  gallery: '/about#galeria',
  activities: '/activities',
  contact: '/contact',
  login: '/login',
  portal: '/portal',
  alterarSenha: '/alterar-senha',
  links: '/links',
  denuncias: '/denuncias',
  suporte: '/suporte',
  atendimento: '/atendimento',
  avaliacao: (id: number | string) => `/suporte/avaliacao/${id}`,
  cadastrar: '/cadastrar',
  adminDenuncias: '/admin/denuncias',
  painelAtendimentos: '/painel-atendimentos',
  atendimentoSuporte: (id: number | string) => `/atendimento-suporte/${id}`,
  gestaoUsuarios: '/gestao-usuarios',
  gestaoUsuario: (id: number | string) => `/gestao-usuarios/${id}`,
  novoUsuario: '/gestao-usuarios/new',
  auditoria: '/auditoria',
  mensagensContato: '/mensagens-contato',
} as const;

export const api = {
  health: '/api/health',
  login: '/api/login',
  me: '/api/me',
  alterarSenha: '/api/alterar-senha',
  cadastrar: '/api/cadastrar',
  links: '/api/links',
  contato: '/api/contato',
  contatoMensagens: '/api/contato/mensagens',
  contatoMensagemLida: (id: number | string) => `/api/contato/mensagens/${id}/lida`,
  denuncias: '/api/denuncias',
  adminDenuncias: '/api/admin/denuncias',
  atendimentos: '/api/atendimentos',
  mensagens: (id: number | string) => `/api/atendimentos/${id}/mensagens`,
  upload: (id: number | string) => `/api/atendimentos/${id}/upload`,
  fechar: (id: number | string) => `/api/atendimentos/${id}/fechar`,
  avaliacao: (id: number | string) => `/api/atendimentos/${id}/avaliacao`,
  arquivo: (nome: string) => `/api/arquivos/${nome}`,
  users: '/api/users',
  user: (id: number | string) => `/api/users/${id}`,
  userPassword: (id: number | string) => `/api/users/${id}/password`,
  auditoria: '/api/auditoria',
} as const;

/** Routes whose header is always solid dark (spec section 2). */
export const PRIVATE_HEADER_PREFIXES = [
  '/portal',
  '/login',
  '/links',
  '/denuncias',
  '/admin/denuncias',
  '/cadastrar',
  '/alterar-senha',
  '/atendimento',
  '/painel-atendimentos',
  '/atendimento-suporte',
  '/suporte',
  '/gestao-usuarios',
  '/auditoria',
  '/mensagens-contato',
] as const;

export const PUBLIC_PAGES = ['/', '/about', '/activities', '/contact'] as const;

/** Every route the browser app renders; the server answers 200 with the app shell for these. */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/about',
  '/activities',
  '/contact',
  '/login',
  '/portal',
  '/alterar-senha',
  '/links',
  '/denuncias',
  '/suporte',
  '/atendimento',
  '/suporte/avaliacao/:id',
  '/cadastrar',
  '/admin/denuncias',
  '/painel-atendimentos',
  '/atendimento-suporte/:id',
  '/gestao-usuarios',
  '/gestao-usuarios/:id',
  '/auditoria',
  '/mensagens-contato',
] as const;

export function isAppRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_ROUTE_PATTERNS.some((pattern) => {
    const re = new RegExp('^' + pattern.replace(/:[a-z]+/g, '[^/]+') + '$');
    return re.test(clean);
  });
}
