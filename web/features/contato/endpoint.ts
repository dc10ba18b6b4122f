/**
 * Where the contact form posts: the external provider named by CONTACT_FORM_ENDPOINT when the
 * site was built with it (vite.config.ts defines it at build time), otherwise the product's API.
 */
import { api } from '../../../common/paths';

declare const __CONTACT_FORM_ENDPOINT__: string | undefined;

export const CONTACT_ENDPOINT: string =
  (typeof __CONTACT_FORM_ENDPOINT__ === 'string' && __CONTACT_FORM_ENDPOINT__) || api.contato;
