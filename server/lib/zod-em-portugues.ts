/**
 * The messages zod writes itself (a field of the wrong type, a key no schema names, a text over
 * its limit) in Portuguese, for every schema the server checks: a schema's own message, where it
 * has one, still wins. Imported once by server/app.ts; the browser loads no zod.
 */
import { z } from 'zod';

z.config(z.locales.pt());
