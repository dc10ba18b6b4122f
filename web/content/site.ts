// What the screens read of content/site.json besides the company's facts (those are the site's
// content: web/content/conteudo-do-site.tsx); the dashboard addresses stay on the server.
import { privacidade, suporte } from '../../content/site.json';
import type { MetasSuporte, PrivacidadeContent } from '../../common/content';

/** The encarregado named on the privacy notice (docs/product/privacidade.md). */
export const PRIVACIDADE: PrivacidadeContent = privacidade;

export { FUSO } from './fuso';

/** The support's targets per priority, in business minutes (content/site.json, "metas"). */
export const METAS_SUPORTE: MetasSuporte = suporte.metas;
