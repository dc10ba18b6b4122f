/**
 * The encarregado named on the privacy notice (docs/product/privacidade.md), from
 * content/site.json's `privacidade`. The build writes it into the code (vite.config.ts,
 * `constantesDaBuild`), as it does the company's time zone: the notice, a public page, loads none
 * of the portal's settings for it.
 */
import type { PrivacidadeContent } from '../../common/content';

declare const __PRIVACIDADE_DA_EMPRESA__: PrivacidadeContent;

export const PRIVACIDADE: PrivacidadeContent = __PRIVACIDADE_DA_EMPRESA__;
