import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** Route table of spec section 2. Public pages are pre-rendered; the portal runs in the browser. */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('activities', 'routes/activities.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('login', 'routes/login.tsx'),
  layout('routes/portal-layout.tsx', [
    route('portal', 'routes/portal.tsx'),
    route('alterar-senha', 'routes/alterar-senha.tsx'),
    route('links', 'routes/links.tsx'),
    route('cadastrar', 'routes/cadastrar.tsx'),
    route('denuncias', 'routes/denuncias.tsx'),
    route('admin/denuncias', 'routes/admin-denuncias.tsx'),
    route('suporte', 'routes/suporte.tsx'),
    route('atendimento', 'routes/atendimento.tsx'),
    route('suporte/avaliacao/:id', 'routes/avaliacao.tsx'),
    route('painel-atendimentos', 'routes/painel-atendimentos.tsx'),
    route('atendimento-suporte/:id', 'routes/atendimento-suporte.tsx'),
    route('gestao-usuarios', 'routes/gestao-usuarios.tsx'),
    route('gestao-usuarios/new', 'routes/gestao-usuarios-novo.tsx'),
    route('gestao-usuarios/:id', 'routes/gestao-usuarios-editar.tsx'),
    route('auditoria', 'routes/auditoria.tsx'),
    route('mensagens-contato', 'routes/mensagens-contato.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
