/**
 * The app's signer of file links (docs/decisions/005-support-chat-files.md): the routes', the
 * repeated writes' and the live events' alike, made once per app.
 */
import type { AppContext } from '../../context.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import { resolveJwtSecret } from '../../lib/tokens.js';

const signers = new WeakMap<AppContext, FileUrlSigner>();

export function signerDe(ctx: AppContext): FileUrlSigner {
  let s = signers.get(ctx);
  if (!s) {
    s = new FileUrlSigner(resolveJwtSecret(ctx.config.jwtSecret, ctx.config.dataDir));
    signers.set(ctx, s);
  }
  return s;
}
