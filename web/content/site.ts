// What the screens read of content/site.json besides the company's facts (those are the site's
// content: web/content/conteudo-do-site.tsx); the dashboard addresses stay on the server.
import { suporte } from '../../content/site.json';
import type { MetasSuporte } from '../../common/content';

export { PRIVACIDADE } from './privacidade';

export { FUSO } from './fuso';

/** The support's targets per priority, in business minutes (content/site.json, "metas"). */
export const METAS_SUPORTE: MetasSuporte = suporte.metas;
