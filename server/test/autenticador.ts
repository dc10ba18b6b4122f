/**
 * A software authenticator for API tests of passkeys: an EC P-256 key made with node:crypto, and
 * the registration ("none" attestation) and sign-in answers built by hand as WebAuthn (Level 2,
 * §6.1 authenticator data, §6.5.4 packed/none attestation object) lays them out, so the server's
 * @simplewebauthn/server checks real signatures. `uv` false makes an answer without the user
 * verified (a tap without the fingerprint).
 */
import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => crypto.createHash('sha256').update(b).digest();

export interface OpcoesDeRegistro {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  excludeCredentials?: { id: string }[];
  authenticatorSelection?: { userVerification?: string; residentKey?: string };
}

export interface OpcoesDeLogin {
  challenge: string;
  rpId?: string;
  userVerification?: string;
}

export class Autenticador {
  readonly credencialId = crypto.randomBytes(32);
  private readonly chave = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private contador = 0;

  constructor(
    /** the origin the "browser" reports, e.g. http://portal.test */
    readonly origem: string,
    /** counts signatures as a security key does; most passkeys report 0 always */
    private readonly contaAssinaturas = false,
  ) {}

  get id(): string {
    return b64url(this.credencialId);
  }

  private coseDaChave(): Uint8Array {
    const jwk = this.chave.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    return isoCBOR.encode(cose);
  }

  private dadosDoAutenticador(rpId: string, uv: boolean, comCredencial: boolean): Buffer {
    const flags = 0x01 | (uv ? 0x04 : 0) | (comCredencial ? 0x40 : 0);
    if (this.contaAssinaturas) this.contador++;
    const contador = Buffer.alloc(4);
    contador.writeUInt32BE(this.contador);
    const partes: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), contador];
    if (comCredencial) {
      const tamanho = Buffer.alloc(2);
      tamanho.writeUInt16BE(this.credencialId.length);
      partes.push(Buffer.alloc(16), tamanho, this.credencialId, this.coseDaChave());
    }
    return Buffer.concat(partes);
  }

  private clientData(tipo: 'webauthn.create' | 'webauthn.get', challenge: string, origem?: string) {
    return Buffer.from(
      JSON.stringify({ type: tipo, challenge, origin: origem ?? this.origem, crossOrigin: false }),
    );
  }

  /** The answer of `navigator.credentials.create()` to these options. */
  registrar(op: OpcoesDeRegistro, o: { uv?: boolean; origem?: string; rpId?: string } = {}) {
    const rpId = o.rpId ?? op.rp.id ?? new URL(this.origem).hostname;
    const authData = this.dadosDoAutenticador(rpId, o.uv ?? true, true);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', op.challenge, o.origem)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The answer of `navigator.credentials.get()` to these options. */
  assinar(op: OpcoesDeLogin, o: { uv?: boolean; origem?: string; rpId?: string } = {}) {
    const rpId = o.rpId ?? op.rpId ?? new URL(this.origem).hostname;
    const authData = this.dadosDoAutenticador(rpId, o.uv ?? true, false);
    const clientDataJSON = this.clientData('webauthn.get', op.challenge, o.origem);
    const assinatura = crypto.sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.chave.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(assinatura),
      },
    };
  }
}
