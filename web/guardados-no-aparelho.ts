/**
 * "Sair" is offered on every page (the header, the portal's home): what features keep on the
 * device is made known to it here, whichever screens this visit has opened. Imported by both
 * starts of a page, the app's root (web/root.tsx) and a public page's own (web/site-cliente.tsx).
 * Their code is loaded only for someone signed in (web/components/layout/CorpoDaPagina.tsx), not
 * on a visitor's public page.
 */
import { registrarAoSair } from './lib/sair';

registrarAoSair(() =>
  import('./features/atendimentos/chat/no-aparelho').then((m) => m.chatNoAparelho),
);
registrarAoSair(() => import('./features/avisos/push-no-aparelho').then((m) => m.pushNoAparelho));
