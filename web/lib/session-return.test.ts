import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterLoginPath,
  clearSessionReturn,
  noteSessionRefused,
  readSessionReturn,
  SESSION_REFUSED_MESSAGE,
} from './session-return';

function at(url: string) {
  const u = new URL(url, 'http://localhost');
  vi.stubGlobal('window', { location: { pathname: u.pathname, search: u.search } });
}

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

const user = (id: number, primeiro_login = false) => ({ id, primeiro_login });

describe('session return after a refused session', () => {
  it('keeps the reason and sends the same user back to the screen, search included, once', () => {
    at('/atendimento-suporte/12?aba=arquivos');
    noteSessionRefused(7, 'Sessão inválida ou expirada. Faça login novamente.');
    expect(readSessionReturn()?.message).toBe(SESSION_REFUSED_MESSAGE);
    expect(afterLoginPath(user(7))).toBe('/atendimento-suporte/12?aba=arquivos');
    expect(readSessionReturn()).toBeNull();
    expect(afterLoginPath(user(7))).toBe('/portal');
  });

  it('sends anyone else to the portal and forgets the screen', () => {
    at('/atendimento');
    noteSessionRefused(7, 'Sua conta foi desativada.');
    expect(readSessionReturn()?.message).toBe('Sua conta foi desativada.');
    expect(afterLoginPath(user(8))).toBe('/portal');
    expect(afterLoginPath(user(7))).toBe('/portal');
  });

  it('sends a temporary password to /alterar-senha first, then back, without the reason', () => {
    at('/atendimento');
    noteSessionRefused(7, null);
    expect(afterLoginPath(user(7, true))).toBe('/alterar-senha');
    expect(readSessionReturn()).toEqual({ userId: 7, to: '/atendimento', message: null });
    expect(afterLoginPath(user(7))).toBe('/atendimento');
  });

  it('gives a reason but no return for public pages and the login page', () => {
    for (const page of ['/about', '/', '/login']) {
      at(page);
      noteSessionRefused(7, null);
      expect(readSessionReturn()).toEqual({
        userId: 7,
        to: null,
        message: SESSION_REFUSED_MESSAGE,
      });
      expect(afterLoginPath(user(7))).toBe('/portal');
    }
  });

  it('ignores a stored target that is not one of the portal screens', () => {
    for (const to of ['//evil.example/portal', 'https://evil.example', '/nao-existe']) {
      sessionStorage.setItem(
        'portal_sessao_retorno',
        JSON.stringify({ userId: 7, to, message: 'x' }),
      );
      expect(afterLoginPath(user(7))).toBe('/portal');
    }
    clearSessionReturn();
    expect(readSessionReturn()).toBeNull();
  });
});
