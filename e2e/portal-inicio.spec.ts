/**
 * The portal home (docs/product/portal.md): the tiles grouped by what a person comes for, "Meu
 * dia" first, the teams' work after it with what waits for this person on each group, and every
 * tile the spec names kept with its text and link. At phone width, nothing wider than the screen;
 * then, but for the admin, the other width with axe (verificarOutraLargura). Every role's home is
 * swept by axe at both widths in e2e/conta-a11y.spec.ts (a colaborador's in
 * e2e/atendimentos-a11y.spec.ts and e2e/conduta-a11y.spec.ts).
 */
import type { Role } from '../common/roles';
import { employeeWithAtendimento } from './chat';
import { test, expect } from './fixtures';
import { CELULAR, capturar, semTransbordar, verificarOutraLargura } from './telas';

type Tile = [label: string, subtitle: string, href: string];
const MEU_DIA: Tile[] = [
  ['Ouvidoria', 'Denúncias e sugestões', '/denuncias'],
  ['Suporte', 'Atendimento ao colaborador', '/suporte'],
  ['Meus Treinamentos', 'Presença com código e situação', '/meus-treinamentos'],
  ['Código de Conduta', 'As regras da empresa e sua ciência', '/codigo-de-conduta'],
  ['Meus Dados', 'O que o portal guarda sobre você', '/meus-dados'],
  ['Minha Conta', 'Aparelhos conectados e segurança', '/minha-conta'],
  ['Alterar Senha', 'Trocar sua senha', '/alterar-senha'],
  ['Dashboards', 'Relatórios de gestão', '/links'],
];
const EQUIPES: [label: string, subtitle: string, href: string, roles: Role[]][] = [
  [
    'Painel de Suporte',
    'Atendimentos dos colaboradores',
    '/painel-atendimentos',
    ['admin', 'rh', 'compliance'],
  ],
  ['Gestão Ouvidoria', 'Denúncias recebidas', '/admin/denuncias', ['admin', 'rh', 'compliance']],
  [
    'Solicitações de Privacidade',
    'Pedidos sobre dados pessoais (LGPD)',
    '/solicitacoes-de-privacidade',
    ['admin', 'compliance'],
  ],
  [
    'Treinamentos',
    'Cadastro, presença e situação da equipe',
    '/treinamentos',
    ['admin', 'compliance'],
  ],
  [
    'Gestão do Código de Conduta',
    'Publicar versões e acompanhar a adesão',
    '/gestao-conduta',
    ['admin', 'compliance'],
  ],
  [
    'Conteúdo do Site',
    'Vagas, candidaturas, notícias, fotos e dados da empresa',
    '/conteudo-do-site',
    ['admin', 'rh'],
  ],
  ['Incidentes de Segurança', 'Registro, prazo da ANPD e comunicados', '/incidentes', ['admin']],
  ['Gestão de Usuários', 'Editar, ativar e desativar contas', '/gestao-usuarios', ['admin', 'rh']],
  ['Cadastro de Usuário', 'Criar um novo acesso', '/cadastrar', ['admin']],
  ['Segurança das Contas', 'Exigir verificação em duas etapas', '/seguranca', ['admin']],
  ['Mensagens de Contato', 'Mensagens enviadas pelo site', '/mensagens-contato', ['admin']],
  ['Auditoria', 'Registro de ações do sistema', '/auditoria', ['admin']],
];

for (const role of ['colaborador', 'rh', 'compliance', 'admin'] as const) {
  test(`the portal home of ${role}: "Meu dia" first, then the teams' work, every tile kept`, async ({
    page,
    api,
    loginAs,
  }) => {
    // something waiting for the help desk, and a privacy request for those who answer them
    await employeeWithAtendimento(api);
    const pediu = await api.createUser();
    await api.send(
      'POST',
      '/api/me/solicitacoes',
      { tipo: 'outro', texto: 'Quero saber.' },
      pediu.token,
    );
    const user = role === 'admin' ? api.admin : await api.createUser({ role });
    await loginAs(page, user);
    await page.setViewportSize(CELULAR);
    await page.goto('/portal');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Olá, seja bem-vindo ao seu Portal',
    );

    const meuDia = page.getByRole('region', { name: 'Meu dia' });
    const tiles = (r: typeof meuDia) => r.getByRole('listitem').getByRole('link');
    await expect(tiles(meuDia)).toHaveCount(MEU_DIA.length);
    for (const [i, [label, subtitle, href]] of MEU_DIA.entries()) {
      const tile = tiles(meuDia).nth(i);
      await expect(tile).toContainText(label);
      await expect(tile).toContainText(subtitle);
      await expect(tile).toHaveAttribute('href', href);
    }
    // on a phone, the person's own tiles come first: Ouvidoria is on the first screen
    await expect(tiles(meuDia).first()).toBeInViewport();

    const equipes = page.getByRole('region', { name: 'Trabalho das equipes' });
    const deles = EQUIPES.filter((t) => t[3].includes(role));
    if (role === 'colaborador') {
      await expect(equipes).toHaveCount(0);
    } else {
      await expect(tiles(equipes)).toHaveCount(deles.length);
      for (const [i, [label, subtitle, href]] of deles.entries()) {
        const tile = tiles(equipes).nth(i);
        await expect(tile).toContainText(label);
        await expect(tile).toContainText(subtitle);
        await expect(tile).toHaveAttribute('href', href);
      }
      // what waits for this person, said on the group
      const espera = equipes.getByRole('list', { name: 'O que aguarda você' });
      await expect(espera).toContainText(/Suporte: \d+ novos?/);
      if (role !== 'rh') await expect(espera).toContainText(/Privacidade: \d+ em aberto/);
      else await expect(espera).not.toContainText('Privacidade');
    }
    await expect(page.getByRole('button', { name: /^Sair/ }).last()).toBeVisible();

    await semTransbordar(page, `/portal ${role}`);
    await capturar(page, `portal-${role}`);
    // the flow's final screen at the other width (the admin's is left to the sweep alone)
    if (role !== 'admin') await verificarOutraLargura(page, `/portal ${role}`);
  });
}
