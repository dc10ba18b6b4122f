/**
 * The company's time zone, the one its calendar names in content/site.json
 * (`suporte.calendario.fusoHorario`): every date the portal shows, and every count by day or by
 * month, is read in it. The build writes the same value into the screens' code (vite.config.ts, web/content/fuso.ts).
 */
import type { SiteContent } from '../../common/content.js';

export const fusoDaEmpresa = (content: Pick<SiteContent, 'suporte'>): string =>
  content.suporte.calendario.fusoHorario;
