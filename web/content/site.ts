// Only the company's public facts: the dashboard addresses stay on the server.
import { company, privacidade, suporte } from '../../content/site.json';
import type { CompanyContent, MetasSuporte, PrivacidadeContent } from '../../common/content';

export const COMPANY: CompanyContent = company;

/** The encarregado named on the privacy notice (docs/product/privacidade.md). */
export const PRIVACIDADE: PrivacidadeContent = privacidade;

export const fullAddress = (c: CompanyContent = COMPANY) =>
  `${c.address.street}, ${c.address.district}, ${c.address.city} - ${c.address.state}, CEP ${c.address.postalCode}`;

/**
 * The company's time zone, the one its calendar names: every date and time the screens show is
 * read in it, so it reads the same on every device (the server: server/core/fuso.ts).
 */
export const FUSO = suporte.calendario.fusoHorario;

/** The support's targets per priority, in business minutes (content/site.json, "metas"). */
export const METAS_SUPORTE: MetasSuporte = suporte.metas;
