import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/session';

/**
 * The submit button of a form on a pre-rendered page (the login, the contact form): disabled
 * until the page's scripts take over, since a native submit would leave the page
 * (docs/decisions/026-login-pre-renderizado-e-js-enxuto.md), with the reason beside it. Once they
 * have, the reason is kept in place, only hidden, so nothing around it moves. With scripts off
 * they never come: the browser shows `semScript` instead.
 */
export function EnviarAposScripts({
  className,
  ocupado,
  rotulo,
  rotuloOcupado,
  id,
  preparando,
  semScript,
  aposOsScripts,
}: {
  className: string;
  /** while a send is in flight (and after it, while the next screen loads) */
  ocupado: boolean;
  rotulo: ReactNode;
  rotuloOcupado: ReactNode;
  /** the id of the reason, which the button points to while it is disabled for it */
  id: string;
  preparando: string;
  semScript: string;
  /**
   * What the reason's line shows once the page is interactive (the login's "ou" before its
   * passkey button); without it the line stays, empty, so that nothing under it moves.
   */
  aposOsScripts?: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="submit"
        className={className}
        disabled={ocupado || !hydrated}
        aria-describedby={hydrated ? undefined : id}
      >
        {ocupado ? rotuloOcupado : rotulo}
      </button>
      <p
        id={id}
        className="hint"
        aria-hidden={hydrated}
        style={hydrated && !aposOsScripts ? { visibility: 'hidden' } : undefined}
      >
        {hydrated && aposOsScripts ? aposOsScripts : preparando}
      </p>
      <noscript>
        <style>{`#${id}{display:none}`}</style>
        <p className="hint">{semScript}</p>
      </noscript>
    </>
  );
}
