/**
 * Notices when the portal is closed (docs/product/avisos.md): the kinds, who gets each, the
 * person's choices by channel, and the push subscription as the browser gives it.
 */
import { z } from 'zod';
import { TIPOS_DE_AVISO, type TipoDeAviso } from '../avisos.js';
export {
  TIPOS_DE_AVISO,
  CANAIS,
  ROTULOS_DOS_AVISOS,
  tiposDoCanal,
  type TipoDeAviso,
  type Canal,
} from '../avisos.js';

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
