import { useEffect, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import type { InicioSegundoFator } from '../../../../common/schemas/segundo-fator';
import { getSession, setSession } from '../../../lib/session';
import { useConfirmarSegundoFator } from '../api/confirmar-segundo-fator';

/** The user's session no longer needs to be led to enrolment (an app or a passkey enrolled). */
export function encerrarPendencia() {
  const s = getSession();
  if (!s?.user.mfa_cadastro_pendente) return;
  const { mfa_cadastro_pendente: _, ...user } = s.user;
  setSession(s.token, user);
}

/** The QR code of the otpauth URL as an SVG image (the CSP allows data: images). */
function useQrCode(url: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let vivo = true;
    void QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (vivo) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      vivo = false;
    };
  }, [url]);
  return src;
}

/** Second step of enrolment: scan (or type) the secret, then confirm with a code from the app. */
export function AtivarSegundoFator({
  inicio,
  onAtivado,
}: {
  inicio: InicioSegundoFator;
  onAtivado: (codigos: string[]) => void;
}) {
  const qr = useQrCode(inicio.otpauth_url);
  const [codigo, setCodigo] = useState('');
  const confirmar = useConfirmarSegundoFator();
  const grupos = inicio.segredo.match(/.{1,4}/g)?.join(' ') ?? inicio.segredo;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirmar.mutate(
      { codigo },
      {
        onSuccess: ({ codigos_recuperacao }) => {
          // the codes first: they hold the screen before the pending enrolment lets guards act
          onAtivado(codigos_recuperacao);
          encerrarPendencia();
        },
      },
    );
  };

  return (
    <section className="card conta-2fa" aria-labelledby="ativar-titulo">
      <h2 id="ativar-titulo">Ativar a verificação em duas etapas</h2>
      <ol className="conta-2fa__passos">
        <li>
          Instale um aplicativo autenticador no celular (Google Authenticator, Microsoft
          Authenticator, FreeOTP…).
        </li>
        <li>No aplicativo, leia o QR code abaixo ou digite a chave.</li>
        <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      {/* On a phone the app is on this very device: a tap adds the account (otpauth: link). */}
      <p className="conta-2fa__abrir-app">
        <a className="btn btn--secondary" href={inicio.otpauth_url}>
          Abrir no aplicativo autenticador
        </a>
      </p>
      {qr ? (
        <img
          className="conta-2fa__qr"
          src={qr}
          alt="QR code para cadastrar o portal no aplicativo autenticador"
        />
      ) : (
        <p className="muted">Gerando o QR code...</p>
      )}
      <div>
        <p className="muted">Chave para digitar no aplicativo:</p>
        <p className="conta-2fa__segredo" data-testid="segredo-2fa">
          {grupos}
        </p>
      </div>
      <form
        className="form"
        onSubmit={submit}
        aria-describedby={confirmar.error ? 'ativar-erro' : undefined}
      >
        {confirmar.error && (
          <p id="ativar-erro" className="alert alert--error" role="alert">
            {confirmar.error.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="codigo-ativacao">Código do aplicativo</label>
          <input
            id="codigo-ativacao"
            name="codigo"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            value={codigo}
            onChange={(e) => setCodigo(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary" disabled={confirmar.isPending}>
          {confirmar.isPending ? 'Confirmando...' : 'Confirmar e ativar'}
        </button>
      </form>
    </section>
  );
}
