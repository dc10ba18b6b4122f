import type { ReactNode } from 'react';

/**
 * Why a button of a pre-rendered page is disabled until its scripts take over (the login, the
 * contact form: docs/decisions/026-login-pre-renderizado-e-js-enxuto.md). Once they have, it is
 * kept in place, only hidden, so nothing around it moves. With scripts off they never come: the
 * browser shows `semScript` instead.
 */
export function PreparandoHint({
  id,
  hydrated,
  semScript,
  children,
}: {
  id: string;
  hydrated: boolean;
  semScript: string;
  children: ReactNode;
}) {
  return (
    <>
      <p
        id={id}
        className="hint"
        aria-hidden={hydrated}
        style={hydrated ? { visibility: 'hidden' } : undefined}
      >
        {children}
      </p>
      <noscript>
        <style>{`#${id}{display:none}`}</style>
        <p className="hint">{semScript}</p>
      </noscript>
    </>
  );
}
