/**
 * The company's time zone, the one its calendar names (content/site.json,
 * `suporte.calendario.fusoHorario`): every date and time the screens show is read in it, so it
 * reads the same on every device (the server: server/core/fuso.ts). The build writes it into the
 * code (vite.config.ts, `constantesDaBuild`), so a public page that shows a date does not load
 * the site's settings for it.
 */
declare const __FUSO_DA_EMPRESA__: string;

export const FUSO: string = __FUSO_DA_EMPRESA__;
