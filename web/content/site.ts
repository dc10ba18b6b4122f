// Only the company's public facts: the dashboard addresses stay on the server.
import { company, privacidade, suporte } from '../../content/site.json';
import type { CompanyContent, MetasSuporte, PrivacidadeContent } from '../../common/content';

export const COMPANY: CompanyContent = company;

/** The encarregado named on the privacy notice (docs/product/privacidade.md). */
export const PRIVACIDADE: PrivacidadeContent = privacidade;

export const fullAddress = (c: CompanyContent = COMPANY) =>
  `${c.address.street}, ${c.address.district}, ${c.address.city} - ${c.address.state}, CEP ${c.address.postalCode}`;

/** The support calendar's time zone: due times read the same on every device. */
export const FUSO_SUPORTE = suporte.calendario.fusoHorario;

/** The support's targets per priority, in business minutes (content/site.json, "metas"). */
export const METAS_SUPORTE: MetasSuporte = suporte.metas;
