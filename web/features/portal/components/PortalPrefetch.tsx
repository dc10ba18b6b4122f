import { useEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { can, type Role } from '../../../../common/roles';
import { paths } from '../../../../common/paths';
import { PORTAL_BUTTONS } from '../buttons';

/** Screens reached from a portal button rather than from the grid itself. */
const FOLLOW_UPS: Record<string, string[]> = {
  [paths.suporte]: [paths.atendimento, paths.avaliacao(0)],
  [paths.painelAtendimentos]: [paths.atendimentoSuporte(0)],
  [paths.gestaoUsuarios]: [paths.gestaoUsuario(0), paths.novoUsuario],
  [paths.treinamentos]: [paths.treinamento(0)],
};

/** Every portal page this role can open, for loading their code ahead of time. */
export function portalPagesFor(role: Role): string[] {
  const pages: string[] = [paths.portal];
  for (const b of PORTAL_BUTTONS) {
    if (can(role, b.permission)) pages.push(b.to, ...(FOLLOW_UPS[b.to] ?? []));
  }
  return pages;
}

/**
 * Once someone is logged in, downloads (without running) the code of the portal screens their
 * role can open, when the browser is idle, so a tap on a slow connection opens the screen at
 * once instead of waiting for its code.
 */
export function PortalPrefetch({ role }: { role: Role }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 300);
    return () => clearTimeout(id);
  }, []);
  if (!idle) return null;
  return (
    <>
      {portalPagesFor(role).map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
