/**
 * A user account's states and their names on screen, without zod, for the screens
 * (docs/decisions/070-orcamento-de-script-por-tela.md); common/schemas/usuarios.ts validates.
 */
export const USER_STATUSES = ['ativo', 'inativo'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  ativo: 'Ativo',
  inativo: 'Inativo',
};
