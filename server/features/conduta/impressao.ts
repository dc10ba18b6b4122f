/**
 * The fingerprint of a published version (docs/decisions/051-codigo-de-conduta.md): SHA-256, in
 * lowercase hex, of the UTF-8 bytes of the title, a line feed, and the text, exactly as stored
 * (both trimmed, line endings as "\n"). Anyone holding the published title and text can compute
 * it again, e.g. `printf '%s\n%s' "$TITULO" "$TEXTO" | sha256sum`.
 */
import crypto from 'node:crypto';

export const impressaoDaVersao = (titulo: string, texto: string): string =>
  crypto.createHash('sha256').update(`${titulo}\n${texto}`, 'utf8').digest('hex');
