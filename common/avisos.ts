/**
 * The kinds of notice (docs/product/avisos.md), who gets each and on which channel, with their
 * names on screen. Without zod, for the screens (docs/decisions/070-orcamento-de-script-por-tela.md);
 * common/schemas/avisos.ts validates.
 */
import { can, type Permission, type Role } from './roles.js';

/** Each kind, the permission whose holders get it, and the channels it travels on. */
export const TIPOS_DE_AVISO = {
  /** the owner of a ticket, when the help desk answers it */
  resposta_suporte: { permissao: 'suporte', canais: ['push'] },
  /** the help desk's staff, when a ticket is opened */
  novo_atendimento: { permissao: 'painelSuporte', canais: ['push', 'email'] },
  /** the help desk's staff (or the ticket's responsible), when a ticket nears or passes its due time */
  atendimento_em_risco: { permissao: 'painelSuporte', canais: ['push', 'email'] },
  /** the Ouvidoria's staff, once an hour is over, counting only the cases their role reads */
  ouvidoria_novos_casos: { permissao: 'gestaoOuvidoria', canais: ['push', 'email'] },
  /** the people the admin chose, when a security incident is communicated to them (LGPD art. 48) */
  incidente_de_seguranca: { permissao: 'comunicados', canais: ['push', 'email'] },
  /** each person, once per cycle, 30 days before their harassment-prevention training is due */
  treinamento_a_vencer: { permissao: 'meusTreinamentos', canais: ['push'] },
  /** who answers privacy requests, when one arrives (the 15-day clock starts then) */
  nova_solicitacao_privacidade: { permissao: 'solicitacoesPrivacidade', canais: ['push', 'email'] },
} as const satisfies Record<string, { permissao: Permission; canais: readonly Canal[] }>;

export type TipoDeAviso = keyof typeof TIPOS_DE_AVISO;
export const CANAIS = ['push', 'email'] as const;
export type Canal = (typeof CANAIS)[number];

export const ROTULOS_DOS_AVISOS: Record<TipoDeAviso, string> = {
  resposta_suporte: 'Resposta do suporte ao seu atendimento',
  novo_atendimento: 'Novo atendimento aberto',
  atendimento_em_risco: 'Atendimento perto do prazo ou vencido',
  ouvidoria_novos_casos: 'Novos casos na Ouvidoria',
  incidente_de_seguranca: 'Comunicado sobre incidente de segurança',
  treinamento_a_vencer: 'Treinamento obrigatório perto do vencimento',
  nova_solicitacao_privacidade: 'Nova solicitação sobre dados pessoais',
};

/** The kinds a role gets on a channel, in the order above. */
export function tiposDoCanal(role: Role, canal: Canal): TipoDeAviso[] {
  return (Object.keys(TIPOS_DE_AVISO) as TipoDeAviso[]).filter((tipo) => {
    const t = TIPOS_DE_AVISO[tipo];
    return can(role, t.permissao) && (t.canais as readonly Canal[]).includes(canal);
  });
}
