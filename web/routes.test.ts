import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../common/paths';
import {
  isAppRoute,
  mayOpen,
  PRIVATE_HEADER_PREFIXES,
  PUBLIC_PAGES,
  SCREENS,
  screenFor,
} from '../common/screens';
import routes from './routes';

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every URL pattern the route config draws, with its module. */
function drawn(entries: RouteEntry[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of entries) {
    if (e.index) out.set('/', e.file);
    else if (e.path && e.path !== '*') out.set(`/${e.path}`, e.file);
    if (e.children) for (const [p, f] of drawn(e.children)) out.set(p, f);
  }
  return out;
}

describe('the screen table (common/screens.ts)', () => {
  const config = drawn(routes as RouteEntry[]);

  it('is exactly what the browser routes draw, each module on disk', () => {
    expect([...config.keys()].sort()).toEqual(SCREENS.map((s) => s.path).sort());
    for (const s of SCREENS) {
      expect(config.get(s.path)).toBe(s.module);
      expect(fs.existsSync(path.join('web', s.module)), s.module).toBe(true);
    }
  });

  it('puts every portal screen, and only those, under the guarded portal layout', () => {
    const layout = (routes as RouteEntry[]).find((r) => r.file === 'routes/portal-layout.tsx')!;
    const guarded = [...drawn(layout.children!).keys()].sort();
    expect(guarded).toEqual(
      SCREENS.filter((s) => s.area === 'portal')
        .map((s) => s.path)
        .sort(),
    );
  });

  it('knows every link the screens build from `paths`', () => {
    for (const [name, value] of Object.entries(paths)) {
      const url = typeof value === 'function' ? (value as (p: string) => string)('7') : value;
      expect(isAppRoute(url.split('#')[0]!), name).toBe(true);
    }
  });

  it('matches a literal segment before a parameter, ignores a trailing slash, refuses the rest', () => {
    expect(screenFor('/gestao-usuarios/new')?.module).toBe('routes/gestao-usuarios-novo.tsx');
    expect(screenFor('/gestao-usuarios/12')?.module).toBe('routes/gestao-usuarios-editar.tsx');
    expect(screenFor('/portal/')?.path).toBe('/portal');
    expect(isAppRoute('/portal/nada')).toBe(false);
    expect(isAppRoute('/suporte/avaliacao/')).toBe(false);
  });

  it('darkens the header on every screen but the public pages', () => {
    expect(PUBLIC_PAGES).toEqual([
      '/',
      '/about',
      '/activities',
      '/contact',
      '/privacidade',
      '/noticias',
      '/noticias/_modelo',
      '/trabalhe-conosco',
    ]);
    const dark = (p: string) =>
      PRIVATE_HEADER_PREFIXES.some((x) => p === x || p.startsWith(`${x}/`));
    for (const s of SCREENS) expect(dark(s.path), s.path).toBe(s.area !== 'public');
  });

  it('lets a role open a portal screen only with its permission', () => {
    const painel = screenFor(paths.painelAtendimentos)!;
    expect(mayOpen(painel, 'rh')).toBe(true);
    expect(mayOpen(painel, 'colaborador')).toBe(false);
    expect(mayOpen(screenFor(paths.portal)!, null)).toBe(false);
    expect(mayOpen(screenFor(paths.about)!, null)).toBe(true);
  });
});
