/**
 * The company's time zone, as the product reads it (content/site.json,
 * `suporte.calendario.fusoHorario`): the browser runs in it (playwright.config.ts) and the specs
 * count days in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteContent } from '../common/content';

const site = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../content/site.json'), 'utf8'),
) as SiteContent;

export const FUSO = site.suporte.calendario.fusoHorario;

/** AAAA-MM-DD in the company's zone, `dias` days from now (negative: before). */
export const diaNoFuso = (dias = 0) =>
  new Date(Date.now() + dias * 86_400_000).toLocaleDateString('sv-SE', { timeZone: FUSO });
