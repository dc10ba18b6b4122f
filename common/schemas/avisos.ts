/**
 * Notices when the portal is closed (docs/product/avisos.md): the kinds, who gets each, the
 * person's choices by channel, and the push subscription as the browser gives it.
 */
import { z } from 'zod';
import { can, type Permission, type Role } from '../roles.js';

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

/**
 * The fixed title a push notice shows per kind: nothing of what was written, nor who wrote it,
 * travels (a lock screen is public).
 */
export const TITULOS_PUSH: Record<TipoDeAviso, string> = {
  resposta_suporte: 'O suporte respondeu',
  novo_atendimento: 'Novo atendimento no suporte',
  atendimento_em_risco: 'Atendimento precisa de atenção',
  ouvidoria_novos_casos: 'Novos casos na Ouvidoria',
  incidente_de_seguranca: 'Novo comunicado da empresa',
  treinamento_a_vencer: 'Seu treinamento obrigatório vence em breve',
  nova_solicitacao_privacidade: 'Nova solicitação sobre dados pessoais',
};

/** What a push notice carries: `{tipo, titulo, url}` and nothing else. */
export const cargaDoPush = z.strictObject({
  tipo: z.enum(Object.keys(TIPOS_DE_AVISO) as [TipoDeAviso, ...TipoDeAviso[]]),
  titulo: z.string(),
  url: z.string().startsWith('/'),
});
export type CargaDoPush = z.infer<typeof cargaDoPush>;

const TIPOS = Object.keys(TIPOS_DE_AVISO) as [TipoDeAviso, ...TipoDeAviso[]];
const mapaDoCanal = z.partialRecord(z.enum(TIPOS), z.boolean());
/** a channel's choices as sent: any key is read, and an unknown kind is told in Portuguese */
const escolhasDoCanal = z
  .record(z.string(), z.boolean({ error: 'Cada escolha deve ser verdadeira ou falsa.' }), {
    error: 'Envie as escolhas de cada canal como um objeto.',
  })
  .refine((m) => Object.keys(m).every((k) => (TIPOS as string[]).includes(k)), {
    error: 'Tipo de aviso desconhecido.',
  })
  .transform((m) => m as Partial<Record<TipoDeAviso, boolean>>);

/** `GET/PUT /api/me/avisos`: `{push: {tipo: boolean}, email: {tipo: boolean}}`. */
export const preferenciasDeAvisos = z.object({ push: mapaDoCanal, email: mapaDoCanal });
export const preferenciasDeAvisosParciais = z.strictObject(
  { push: escolhasDoCanal.optional(), email: escolhasDoCanal.optional() },
  { error: 'Envie as escolhas de aviso por push e por e-mail.' },
);
export type PreferenciasDeAvisos = z.infer<typeof preferenciasDeAvisos>;

export const SERVICO_NAO_PERMITIDO = 'Serviço de notificação não permitido.';
export const INSCRICAO_INVALIDA = 'Inscrição de notificação inválida.';
export const AVISO_NAO_SE_APLICA = 'Este aviso não se aplica ao seu perfil.';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, INSCRICAO_INVALIDA);

/** `POST /api/push/inscricoes`: `PushSubscription.toJSON()` as the browser gives it. */
export const novaInscricaoPush = z.object(
  {
    // checked, not rewritten: zod's `.url()` strips tabs, newlines and spaces, and the server
    // must see the endpoint as posted to refuse any form the URL parser would rewrite
    // (server/lib/servicos-push.ts)
    endpoint: z
      .string({ error: INSCRICAO_INVALIDA })
      .max(2048, INSCRICAO_INVALIDA)
      .refine((v) => URL.canParse(v), INSCRICAO_INVALIDA),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        // an uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url
        p256dh: base64url.min(80, INSCRICAO_INVALIDA).max(100, INSCRICAO_INVALIDA),
        auth: base64url.min(16, INSCRICAO_INVALIDA).max(30, INSCRICAO_INVALIDA),
      },
      { error: INSCRICAO_INVALIDA },
    ),
  },
  { error: INSCRICAO_INVALIDA },
);
export type NovaInscricaoPush = z.input<typeof novaInscricaoPush>;

export const inscricaoPush = z.object({
  id: z.number(),
  aparelho: z.string(),
  criado_em: z.string(),
});
export type InscricaoPush = z.infer<typeof inscricaoPush>;

export const chavePush = z.object({ chave_publica: z.string() });
