import { z } from 'zod';

/** Shape of `content/site.json`: the company's facts and the dashboard addresses. */
export const dashboardLink = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  url: z.string().url(),
});
export type DashboardLink = z.infer<typeof dashboardLink>;

const companyContent = z.object({
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

const horario = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário deve ser HH:MM.');
const trechos = z
  .array(z.tuple([horario, horario]))
  .refine((t) => t.every(([a, b]) => a < b), 'Cada trecho deve terminar depois de começar.')
  .refine(
    (t) => t.every(([a], i) => i === 0 || t[i - 1]![1] <= a),
    'Os trechos de um dia devem estar em ordem, sem sobreposição.',
  );

/** The support calendar (docs/product/atendimentos.md, "Prazos"). */
const calendarioSuporte = z.object({
  fusoHorario: z.string().min(1),
  /** the state whose holidays apply (two letters) */
  estado: z.string().length(2),
  /** opening segments per weekday, [start, end] in local time */
  expediente: z.object({
    seg: trechos,
    ter: trechos,
    qua: trechos,
    qui: trechos,
    sex: trechos,
    sab: trechos,
    dom: trechos,
  }),
  /** optional dates ("pontos facultativos"): true closes the business day on them */
  feriadosFacultativos: z.object({
    carnaval: z.boolean(),
    quartaFeiraDeCinzas: z.boolean(),
    corpusChristi: z.boolean(),
    vesperaDeNatal: z.boolean(),
    vesperaDeAnoNovo: z.boolean(),
  }),
  /** the company's state and municipal dates: "MM-DD" every year or "YYYY-MM-DD" once */
  datasLocais: z.array(
    z.object({ data: z.string().regex(/^(\d{4}-)?\d{2}-\d{2}$/), nome: z.string().min(1) }),
  ),
});
export type CalendarioSuporte = z.infer<typeof calendarioSuporte>;

const minutos = z.number().int().positive();
const meta = z.object({ primeiraResposta: minutos, resolucao: minutos });
/** Targets per priority, in business minutes. */
const metasSuporte = z.object({ baixa: meta, normal: meta, alta: meta, critica: meta });
export type MetasSuporte = z.infer<typeof metasSuporte>;

/** The privacy notice's facts (docs/product/privacidade.md): the encarregado (LGPD art. 41). */
const privacidadeContent = z.object({
  encarregado: z.object({ nome: z.string().min(1), email: z.string().email() }),
});
export type PrivacidadeContent = z.infer<typeof privacidadeContent>;

export const siteContent = z.object({
  company: companyContent,
  privacidade: privacidadeContent,
  dashboards: z.array(dashboardLink).length(6),
  suporte: z.object({ calendario: calendarioSuporte, metas: metasSuporte }),
});
export type SiteContent = z.infer<typeof siteContent>;
