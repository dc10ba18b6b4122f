/**
 * The pre-rendered login's button works before the page's scripts arrive (on a weak signal they
 * take seconds after the form is on screen): a small script inside the page, run as soon as the
 * form is parsed, enables the button and keeps a press of it, or of Enter, instead of letting the
 * browser post the form natively (which would send the password to a page that signs no one in,
 * docs/decisions/026-login-pre-renderizado-e-js-enxuto.md). The button then shows it is busy,
 * and the login form sends the request itself as soon as React has taken over
 * (`tomarPedidoAntesDosScripts`). With scripts off nothing runs: the button stays disabled and
 * the page says the portal needs JavaScript. The script is inline, allowed by the page policy by
 * its hash (server/plugins/security.ts). docs/decisions/071-login-utilizavel-antes-dos-scripts.md.
 */
export const FORM_ID = 'form-login';

const GLOBAL = '__loginAntesDosScripts';

export const SCRIPT_DO_PEDIDO = `(function(){var f=document.getElementById(${JSON.stringify(FORM_ID)});if(!f)return;var b=f.querySelector('button[type="submit"]');if(!b)return;var pedido=false;function guardar(e){e.preventDefault();pedido=true;b.disabled=true;b.setAttribute('aria-busy','true');}f.addEventListener('submit',guardar);b.disabled=false;window.${GLOBAL}=function(){f.removeEventListener('submit',guardar);b.removeAttribute('aria-busy');return pedido;};})();`;

declare global {
  interface Window {
    [GLOBAL]?: () => boolean;
  }
}

/**
 * Hands the page over to React: the early listener is removed, and true comes back when the
 * person already asked to sign in, so the form sends it now. Called once, at hydration.
 */
export function tomarPedidoAntesDosScripts(): boolean {
  const tomar = window[GLOBAL];
  if (!tomar) return false;
  delete window[GLOBAL];
  return tomar();
}
