/**
 * Passkeys (docs/product/conta.md, "Chaves de acesso"): what the screens send and read. The
 * browser's WebAuthn answers travel as @simplewebauthn/browser gives them (base64url fields);
 * their contents are checked by @simplewebauthn/server, their shape and sizes here.
 */
import { z } from 'zod';
import { iniciarSegundoFatorBody } from './segundo-fator.js';

export const PASSKEY_INVALIDA = 'Não foi possível confirmar a chave de acesso. Tente novamente.';

const b64url = (max: number) =>
  z
    .string({ error: PASSKEY_INVALIDA })
    .max(max, PASSKEY_INVALIDA)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, PASSKEY_INVALIDA);

const base = {
  id: b64url(1400).min(1, PASSKEY_INVALIDA),
  rawId: b64url(1400).min(1, PASSKEY_INVALIDA),
  type: z.literal('public-key', { error: PASSKEY_INVALIDA }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** `navigator.credentials.create()`'s answer, as @simplewebauthn/browser's startRegistration gives it. */
export const registroPasskeyBody = z.object(
  {
    ...base,
    response: z.object(
      {
        clientDataJSON: b64url(4000),
        attestationObject: b64url(64_000),
        authenticatorData: b64url(64_000).optional(),
        transports: z.array(z.string().max(20)).max(10).optional(),
        publicKeyAlgorithm: z.number().int().optional(),
        publicKey: b64url(4000).optional(),
      },
      { error: PASSKEY_INVALIDA },
    ),
  },
  { error: PASSKEY_INVALIDA },
);
export type RegistroPasskeyBody = z.input<typeof registroPasskeyBody>;

/** `navigator.credentials.get()`'s answer, as @simplewebauthn/browser's startAuthentication gives it. */
export const loginPasskeyBody = z.object(
  {
    ...base,
    response: z.object(
      {
        clientDataJSON: b64url(4000),
        authenticatorData: b64url(4000),
        signature: b64url(2000),
        userHandle: b64url(200).optional(),
      },
      { error: PASSKEY_INVALIDA },
    ),
  },
  { error: PASSKEY_INVALIDA },
);
export type LoginPasskeyBody = z.input<typeof loginPasskeyBody>;

/** The options handed to the browser (WebAuthn's JSON forms); passed on as they are. */
export const opcoesPasskey = z.looseObject({ challenge: z.string() });

export const passkey = z.object({
  id: z.number().int(),
  /** a readable name such as "Chrome no Android" */
  nome: z.string(),
  criado_em: z.string(),
  ultimo_uso_em: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkey>;
export const passkeys = z.array(passkey);

export const NOME_PASSKEY_INVALIDO = 'Dê à chave de acesso um nome de 1 a 60 caracteres.';
export const renomearPasskeyBody = z.object(
  {
    nome: z
      .string({ error: NOME_PASSKEY_INVALIDO })
      .trim()
      .min(1, NOME_PASSKEY_INVALIDO)
      .max(60, NOME_PASSKEY_INVALIDO),
  },
  { error: NOME_PASSKEY_INVALIDO },
);
export type RenomearPasskeyBody = z.input<typeof renomearPasskeyBody>;

/** Removing a passkey asks for the password, as turning the second factor off does. */
export const removerPasskeyBody = iniciarSegundoFatorBody;
export type RemoverPasskeyBody = z.input<typeof removerPasskeyBody>;

export const PASSKEY_NAO_ENCONTRADA = 'Chave de acesso não encontrada.';
export const PASSKEY_DESCONHECIDA =
  'Esta chave de acesso não está cadastrada no portal (ela pode ter sido removida). Entre com usuário e senha.';
export const PASSKEY_EXIGIDA =
  'Seu perfil exige a verificação em duas etapas: entre com sua chave de acesso.';
export const PASSKEY_ULTIMA_OBRIGATORIA =
  'Esta é a sua única verificação em duas etapas, obrigatória para o seu perfil. Ative o aplicativo autenticador ou adicione outra chave antes de removê-la.';
export const PASSKEY_JA_CADASTRADA = 'Esta chave de acesso já está cadastrada.';
export const PASSKEYS_MAXIMO = 10;
export const PASSKEYS_DEMAIS = `Você já tem ${PASSKEYS_MAXIMO} chaves de acesso. Remova uma antes de adicionar outra.`;
