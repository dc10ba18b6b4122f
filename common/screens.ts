/**
 * Every screen of the product, once: its URL pattern, the route module that draws it, where it
 * lives and who may open it. From this table come the browser's route config (web/routes.ts), the
 * login guard of the portal (web/routes/portal-layout.tsx), the header's colour, and the list of
 * URLs the server answers with the app (server/plugins/web.ts). Screens: docs/product/README.md.
 */
import { PERMISSIONS, ROLES, type Permission, type Role } from './roles.js';

export interface Screen {
  /** the URL pattern, `:id` for a parameter */
  path: string;
  /** the route module, relative to web/ */
  module: string;
  /**
   * public: pre-rendered, anyone; open: anyone, drawn in the browser, outside the portal's
   * guard (the login form; the Ouvidoria's follow-up, which a reporter may open on a personal
   * phone without an account); portal: behind the login (the portal layout sends everyone else
   * to /login)
   */
  area: 'public' | 'open' | 'portal';
  /** portal screens only some roles open (the server refuses the others anyway) */
  allow?: Permission;
  /**
   * a portal screen pre-rendered with its casca (its route's `handle`, web/lib/casca.tsx): it
   * paints its frame and text before its code runs (docs/decisions/081-telas-do-portal-pre-desenhadas.md)
   */
  preDesenhada?: true;
  /**
   * a public page: the component its route module draws, as `module#export` relative to web/,
   * which the page hydrates when opened directly, without the router (a route module cannot be
   * that entry: the router's build wraps its default export with the router's code;
   * docs/decisions/084-paginas-publicas-sem-roteador.md)
   */
  pagina?: string;
}

export const SCREENS = [
  {
    path: '/',
    module: 'routes/home.tsx',
    area: 'public',
    pagina: 'features/site/components/HomePage.tsx#HomePage',
  },
  {
    path: '/about',
    module: 'routes/about.tsx',
    area: 'public',
    pagina: 'features/site/components/AboutPage.tsx#AboutPage',
  },
  {
    path: '/activities',
    module: 'routes/activities.tsx',
    area: 'public',
    pagina: 'features/site/components/ActivitiesPage.tsx#ActivitiesPage',
  },
  {
    path: '/contact',
    module: 'routes/contact.tsx',
    area: 'public',
    pagina: 'features/contato/components/ContactPage.tsx#ContactPage',
  },
  {
    path: '/privacidade',
    module: 'routes/privacidade.tsx',
    area: 'public',
    pagina: 'features/privacidade/components/AvisoDePrivacidade.tsx#AvisoDePrivacidade',
  },
  {
    path: '/noticias',
    module: 'routes/noticias.tsx',
    area: 'public',
    pagina: 'features/site/components/NoticiasPage.tsx#NoticiasPage',
  },
  {
    path: '/noticias/:slug',
    module: 'routes/noticia.tsx',
    area: 'public',
    pagina: 'features/site/components/NoticiaPage.tsx#NoticiaPage',
  },
  {
    path: '/trabalhe-conosco',
    module: 'routes/trabalhe-conosco.tsx',
    area: 'public',
    pagina: 'features/site/components/TrabalheConoscoPage.tsx#TrabalheConoscoPage',
  },
  { path: '/login', module: 'routes/login.tsx', area: 'open' },
  { path: '/portal', module: 'routes/portal.tsx', area: 'portal', preDesenhada: true },
  { path: '/alterar-senha', module: 'routes/alterar-senha.tsx', area: 'portal' },
  {
    path: '/minha-conta',
    module: 'routes/minha-conta.tsx',
    area: 'portal',
    allow: 'minhaConta',
  },
  {
    path: '/seguranca',
    module: 'routes/seguranca.tsx',
    area: 'portal',
    allow: 'segurancaContas',
  },
  {
    path: '/meus-dados',
    module: 'routes/meus-dados.tsx',
    area: 'portal',
    allow: 'meusDados',
    preDesenhada: true,
  },
  {
    path: '/solicitacoes-de-privacidade',
    module: 'routes/solicitacoes-de-privacidade.tsx',
    area: 'portal',
    allow: 'solicitacoesPrivacidade',
  },
  {
    path: '/meus-treinamentos',
    module: 'routes/meus-treinamentos.tsx',
    area: 'portal',
    allow: 'meusTreinamentos',
  },
  {
    path: '/treinamentos',
    module: 'routes/treinamentos.tsx',
    area: 'portal',
    allow: 'treinamentos',
  },
  {
    path: '/treinamentos/:id',
    module: 'routes/treinamento.tsx',
    area: 'portal',
    allow: 'treinamentos',
  },
  {
    path: '/codigo-de-conduta',
    module: 'routes/codigo-de-conduta.tsx',
    area: 'portal',
    allow: 'codigoDeConduta',
    preDesenhada: true,
  },
  {
    path: '/gestao-conduta',
    module: 'routes/gestao-conduta.tsx',
    area: 'portal',
    allow: 'gestaoConduta',
  },
  { path: '/links', module: 'routes/links.tsx', area: 'portal' },
  {
    path: '/cadastrar',
    module: 'routes/cadastrar.tsx',
    area: 'portal',
    allow: 'cadastroUsuario',
  },
  {
    path: '/denuncias',
    module: 'routes/denuncias.tsx',
    area: 'portal',
    allow: 'ouvidoria',
    preDesenhada: true,
  },
  { path: '/denuncias/acompanhar', module: 'routes/denuncias-acompanhar.tsx', area: 'open' },
  {
    path: '/admin/denuncias',
    module: 'routes/admin-denuncias.tsx',
    area: 'portal',
    allow: 'gestaoOuvidoria',
  },
  {
    path: '/admin/denuncias/indicadores',
    module: 'routes/admin-denuncias-indicadores.tsx',
    area: 'portal',
    allow: 'gestaoOuvidoria',
  },
  {
    path: '/admin/denuncias/:id',
    module: 'routes/admin-denuncia.tsx',
    area: 'portal',
    allow: 'gestaoOuvidoria',
  },
  { path: '/suporte', module: 'routes/suporte.tsx', area: 'portal', preDesenhada: true },
  { path: '/atendimento', module: 'routes/atendimento.tsx', area: 'portal', preDesenhada: true },
  { path: '/suporte/avaliacao/:id', module: 'routes/avaliacao.tsx', area: 'portal' },
  {
    path: '/painel-atendimentos',
    module: 'routes/painel-atendimentos.tsx',
    area: 'portal',
    allow: 'painelSuporte',
    preDesenhada: true,
  },
  {
    path: '/painel-atendimentos/relatorio',
    module: 'routes/painel-atendimentos-relatorio.tsx',
    area: 'portal',
    allow: 'painelSuporte',
  },
  {
    path: '/painel-atendimentos/respostas-prontas',
    module: 'routes/painel-atendimentos-respostas.tsx',
    area: 'portal',
    allow: 'painelSuporte',
  },
  {
    path: '/atendimento-suporte/:id',
    module: 'routes/atendimento-suporte.tsx',
    area: 'portal',
    allow: 'painelSuporte',
  },
  // Gestão de Usuários: the screens check the role themselves, to say "Acesso negado."
  { path: '/gestao-usuarios', module: 'routes/gestao-usuarios.tsx', area: 'portal' },
  { path: '/gestao-usuarios/new', module: 'routes/gestao-usuarios-novo.tsx', area: 'portal' },
  { path: '/gestao-usuarios/:id', module: 'routes/gestao-usuarios-editar.tsx', area: 'portal' },
  // Auditoria: no role check on the screen; the server answers 403.
  { path: '/auditoria', module: 'routes/auditoria.tsx', area: 'portal' },
  {
    path: '/incidentes',
    module: 'routes/incidentes.tsx',
    area: 'portal',
    allow: 'incidentes',
  },
  {
    path: '/conteudo-do-site',
    module: 'routes/conteudo-do-site.tsx',
    area: 'portal',
    allow: 'gestaoConteudo',
  },
  {
    path: '/mensagens-contato',
    module: 'routes/mensagens-contato.tsx',
    area: 'portal',
    allow: 'mensagensContato',
  },
] as const satisfies readonly Screen[];

function patternOf(path: string): RegExp {
  return new RegExp('^' + path.replace(/:[a-z]+/g, '[^/]+') + '$');
}
const MATCHERS = SCREENS.map((s) => ({ screen: s as Screen, re: patternOf(s.path) }));

/** The screen that draws `pathname` (a trailing slash ignored), or undefined: a 404. */
export function screenFor(pathname: string): Screen | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A literal segment wins over a parameter (/gestao-usuarios/new before /gestao-usuarios/:id).
  const found = MATCHERS.filter((m) => m.re.test(clean)).map((m) => m.screen);
  return found.find((s) => !s.path.includes(':')) ?? found[0];
}

export function isAppRoute(pathname: string): boolean {
  return screenFor(pathname) !== undefined;
}

/**
 * The parameter a public page with one is pre-rendered with: no real one looks like it (a slug
 * has no underscore), and the server draws the page of a real one into it
 * (docs/decisions/076-conteudo-do-site.md).
 */
export const MODELO = '_modelo';

/** The public pages' URLs; a page with a parameter is pre-rendered once, as the template. */
export const PUBLIC_PAGES: readonly string[] = SCREENS.filter((s) => s.area === 'public').map((s) =>
  s.path.replace(/:[a-z]+$/, MODELO),
);

/** The portal screens pre-rendered with their casca (react-router.config.ts, the server's pages). */
export const PORTAL_PRE_DESENHADAS: readonly string[] = SCREENS.filter(
  (s: Screen) => s.preDesenhada === true,
).map((s) => s.path);

/**
 * Where the header is always solid dark: every screen but the public pages, and anything below
 * them (docs/product/site-publico.md).
 */
export const PRIVATE_HEADER_PREFIXES: readonly string[] = [
  ...new Set(SCREENS.filter((s) => s.area !== 'public').map((s) => s.path.split('/:')[0]!)),
];

/** The roles that may open the screen at `pathname` (none for an unknown address). */
export function papeisQueAbrem(pathname: string): Role[] {
  const screen = screenFor(pathname);
  return screen ? ROLES.filter((r) => mayOpen(screen, r)) : [];
}

/** Whether `role` may open the screen; signed-out people open only public and open screens. */
export function mayOpen(screen: Screen, role: Role | null): boolean {
  if (screen.area !== 'portal') return true;
  if (!role) return false;
  return !screen.allow || (PERMISSIONS[screen.allow] as readonly Role[]).includes(role);
}
