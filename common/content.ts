import { z } from 'zod';

/** Shape of `content/site.json`: the company's facts and the dashboard addresses. */
export const dashboardLink = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  url: z.string().url(),
});
export type DashboardLink = z.infer<typeof dashboardLink>;

export const companyContent = z.object({
  name: z.string(),
  legalName: z.string(),
  tagline: z.string(),
  address: z.object({
    street: z.string(),
    district: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
  }),
  phone: z.string(),
  phoneHref: z.string(),
  email: z.string(),
  recruitingEmail: z.string(),
  openingHours: z.string(),
  social: z.object({
    linkedin: z.string().url(),
    whatsapp: z.string().url(),
    instagram: z.string().url(),
  }),
  map: z.object({ embedUrl: z.string().url(), linkUrl: z.string().url() }),
});
export type CompanyContent = z.infer<typeof companyContent>;

export const siteContent = z.object({
  company: companyContent,
  dashboards: z.array(dashboardLink).length(6),
});
export type SiteContent = z.infer<typeof siteContent>;
