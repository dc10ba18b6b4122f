/**
 * One permission vocabulary for the server and the portal: the portal's buttons and the
 * server's 403s are both derived from this table, so they cannot disagree.
 */
export const ROLES = ['colaborador', 'admin', 'rh', 'compliance'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  colaborador: 'Colaborador',
  admin: 'Administrador',
  rh: 'RH',
  compliance: 'Compliance',
};

export const STAFF_ROLES = ['admin', 'rh', 'compliance'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
const USER_MANAGER_ROLES = ['admin', 'rh'] as const satisfies readonly Role[];

export const PERMISSIONS = {
  dashboards: ROLES,
  ouvidoria: ROLES,
  suporte: ROLES,
  alterarSenha: ROLES,
  /** Minha Conta: one's devices ("Aparelhos conectados"), for every role (docs/product/conta.md) */
  minhaConta: ROLES,
  /** Meus dados: everything the portal holds about oneself (docs/product/privacidade.md) */
  meusDados: ROLES,
  /** the Código de Conduta in force, and "Li e estou ciente" (docs/product/conduta.md) */
  codigoDeConduta: ROLES,
  gestaoOuvidoria: STAFF_ROLES,
  painelSuporte: STAFF_ROLES,
  cadastroUsuario: ['admin'],
  gestaoUsuarios: USER_MANAGER_ROLES,
  auditoria: ['admin'],
  mensagensContato: ['admin'],
  /** two-factor sign-in for oneself (docs/product/conta.md) */
  segundoFator: STAFF_ROLES,
  /** which roles must use two-factor sign-in */
  segurancaContas: ['admin'],
  /** anonymising a former employee's account (docs/product/privacidade.md) */
  anonimizarUsuario: ['admin'],
  /** the register of security incidents (LGPD art. 48; docs/product/incidentes.md) */
  incidentes: ['admin'],
  /** the notices the company addresses to a person on the portal, until they dismiss them */
  comunicados: ROLES,
  /** the privacy requests' queue: answer what people ask about their data (docs/product/privacidade.md) */
  solicitacoesPrivacidade: ['admin', 'compliance'],
  /** trainings: create, mark attendance, everyone's situation (docs/product/treinamentos.md) */
  treinamentos: ['admin', 'compliance'],
  /** one's own trainings and the attendance code (docs/product/treinamentos.md) */
  meusTreinamentos: ROLES,
  /** the Ouvidoria's counts for the risk inventory, NR-1 PGR (docs/product/denuncias.md) */
  indicadoresPgr: ['admin', 'compliance'],
  /** publish a version of the Código de Conduta and follow who acknowledged it (docs/product/conduta.md) */
  gestaoConduta: ['compliance', 'admin'],
  /** the company's site: facts, gallery, news, job openings (docs/product/conteudo.md) */
  gestaoConteudo: ['admin', 'rh'],
  /** the applications candidates send, and their CVs (docs/product/conteudo.md) */
  candidaturas: ['admin', 'rh'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function isStaff(role: Role | null | undefined): boolean {
  return can(role, 'painelSuporte');
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
