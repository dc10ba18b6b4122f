import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';
import { Logo } from '../../../components/layout/Logo';
import { EnviarAposScripts } from '../../../components/ui/EnviarAposScripts';
import { paths } from '../../../../common/paths';
import { setSession } from '../../../lib/session';
import { afterLoginPath, readSessionReturn } from '../../../lib/session-return';
import { destinoAposLogin } from '../api/destino-apos-login';
import { useLogin } from '../api/login';
import { FORM_ID, SCRIPT_DO_PEDIDO, tomarPedidoAntesDosScripts } from '../pedido-antes-dos-scripts';
import { entrarComPasskey } from '../api/login-passkey';
import type { LoginResponse } from '../../../../common/schemas/conta';
import { PasskeyInterrompida } from '../passkey-erros';
import { LoginCodeStep } from './LoginCodeStep';
import { SemPermissao } from './SemPermissao';

const DEFAULT_LOGIN_ERROR = 'Usuário ou senha inválidos';

/**
 * The page is pre-rendered: the fields take typing before the scripts arrive. They are
 * uncontrolled and read at submit, so nothing typed is reset when React takes over. The button
 * works before then too: a small script in the page keeps the press and this form sends it once
 * React has taken over, never as a native submit (web/features/conta/pedido-antes-dos-scripts.ts,
 * docs/decisions/071-login-utilizavel-antes-dos-scripts.md). With scripts off it stays disabled,
 * with the reason beside it.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState(false);
  const login = useLogin();
  // With two-factor sign-in on, the password answers a challenge: the code step comes next.
  const [desafio, setDesafio] = useState<string | null>(null);
  // Stays busy after success too, while the next screen loads.
  const loading = (login.isPending || login.isSuccess) && !desafio;
  const error = login.error ? login.error.message || DEFAULT_LOGIN_ERROR : '';
  // Why the last session ended, when the server refused it; read after hydration (the page
  // is the same HTML for everyone).
  const [notice, setNotice] = useState('');
  useEffect(() => setNotice(readSessionReturn()?.message ?? ''), []);
  // What was typed before the scripts arrived counts as typing.
  useEffect(() => {
    if (form.current && new FormData(form.current).get('usuario')) setTyped(true);
  }, []);
  // A press before the scripts is sent now, before anything else can be pressed.
  useLayoutEffect(() => {
    if (tomarPedidoAntesDosScripts()) form.current?.requestSubmit();
  }, []);

  const entrou = (res: LoginResponse) => {
    const to = afterLoginPath(res.user);
    setSession(res.token, res.user);
    void destinoAposLogin(to, res.user).then((d) => navigate(d));
  };
  const passkey = usePasskeyNoLogin(entrou);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    passkey.limpar();
    const data = new FormData(e.currentTarget);
    login.mutate(
      { login: String(data.get('usuario') ?? ''), senha: String(data.get('senha') ?? '') },
      {
        onSuccess: (res) => {
          if ('desafio' in res) return setDesafio(res.desafio);
          entrou(res);
        },
      },
    );
  };
  const erroVisivel = passkey.erro || error;

  // The intro under the title speaks of the step on screen.
  const head = (
    <div className="auth-box__head">
      <Logo size={56} />
      <h1>Portal do Colaborador</h1>
      <p className="muted">
        {desafio
          ? 'Confirme o acesso com a verificação em duas etapas.'
          : 'Entre com seu usuário e senha.'}
      </p>
    </div>
  );

  if (desafio) {
    const voltar = () => {
      setDesafio(null);
      login.reset();
    };
    return (
      <>
        {head}
        <LoginCodeStep desafio={desafio} onVoltar={voltar} />
      </>
    );
  }

  return (
    <>
      {head}
      <form
        ref={form}
        id={FORM_ID}
        method="post"
        className="card form"
        onSubmit={submit}
        onInput={() => setTyped(true)}
        aria-describedby={erroVisivel ? 'login-erro' : undefined}
      >
        {erroVisivel ? (
          <p id="login-erro" className="alert alert--error" role="alert">
            {erroVisivel}
          </p>
        ) : (
          <>
            <SemPermissao />
            {notice && (
              <p className="alert alert--info" role="status">
                {notice}
              </p>
            )}
          </>
        )}
        <div className="field">
          <label htmlFor="usuario">Usuário</label>
          {/* "webauthn": the browser offers the passkeys it holds as the field is tapped */}
          <input id="usuario" name="usuario" autoComplete="username webauthn" required />
        </div>
        <div className="field">
          <label htmlFor="senha">Senha</label>
          <input id="senha" name="senha" type="password" autoComplete="current-password" required />
        </div>
        <EnviarAposScripts
          className="btn btn--primary btn--block"
          ocupado={loading}
          rotulo="Entrar"
          rotuloOcupado="Entrando..."
          id="login-preparando"
          preparando="Preparando o acesso seguro..."
          semScript="O Portal do Colaborador precisa do JavaScript ativado no navegador."
          aposOsScripts={passkey.suportada ? <span className="login__ou">ou</span> : undefined}
        />
        {/* Someone typing a login is about to open the portal: fetch its code meanwhile. */}
        {typed && <PrefetchPageLinks page={paths.portal} />}
        {passkey.suportada !== false && (
          <div className="login__passkey">
            <button
              type="button"
              className="btn btn--secondary btn--block"
              disabled={!passkey.suportada || passkey.ocupado || loading}
              onClick={passkey.entrar}
            >
              {passkey.ocupado ? 'Aguardando a chave de acesso...' : 'Entrar com chave de acesso'}
            </button>
          </div>
        )}
      </form>
      <script dangerouslySetInnerHTML={{ __html: SCRIPT_DO_PEDIDO }} />
    </>
  );
}

/**
 * Signing in with a passkey from the login page: the button (the browser's dialog), and, where
 * the browser can, its offer of passkeys in the Usuário field (conditional mediation), started
 * once the page is interactive. Neither loads the WebAuthn library before it is needed.
 */
function usePasskeyNoLogin(entrou: (res: LoginResponse) => void) {
  // null until hydration: the pre-rendered page cannot know the browser
  const [suportada, setSuportada] = useState<boolean | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState('');
  const entrouRef = useRef(entrou);
  entrouRef.current = entrou;

  const tratar = (p: Promise<LoginResponse>, doBotao: boolean) =>
    p.then(
      (res) => entrouRef.current(res),
      (err: unknown) => {
        if (doBotao) setOcupado(false);
        // The field's offer is the browser's, unasked: when it fails the person has not tried
        // anything, and the notice that brought them here stays (the button still says why).
        if (!doBotao) return;
        if (err instanceof PasskeyInterrompida && err.silenciosa) return;
        setErro(err instanceof Error && err.message ? err.message : DEFAULT_LOGIN_ERROR);
      },
    );

  useEffect(() => {
    const PKC =
      typeof window.PublicKeyCredential === 'function' ? window.PublicKeyCredential : null;
    setSuportada(PKC !== null);
    if (!PKC?.isConditionalMediationAvailable) return;
    let vivo = true;
    void PKC.isConditionalMediationAvailable().then((sim) => {
      if (sim && vivo) void tratar(entrarComPasskey(true), false);
    });
    return () => {
      vivo = false;
    };
  }, []);

  return {
    suportada,
    ocupado,
    erro,
    limpar: () => setErro(''),
    entrar: () => {
      setErro('');
      setOcupado(true);
      void tratar(entrarComPasskey(false), true);
    },
  };
}
