import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { abrindoOModulo, type ModulosDasRotas } from './modulo-em-abertura';

// Two screens under a layout, as the build's manifest names their modules; the support screen's
// code never arrives, so a navigation to it stays under way.
const rotas: ModulosDasRotas = {
  layout: { module: '/assets/portal-layout-1.js' },
  portal: { module: '/assets/portal-2.js' },
  suporte: { module: '/assets/suporte-3.js' },
};

function roteador() {
  return createMemoryRouter(
    [
      {
        id: 'layout',
        children: [
          { id: 'portal', path: '/portal', loader: () => null },
          { id: 'suporte', path: '/suporte', lazy: () => new Promise(() => {}) },
        ],
      },
    ],
    { initialEntries: ['/portal'] },
  );
}

describe('abrindoOModulo', () => {
  it('is false for any module while no screen is being opened (a load ahead of time)', async () => {
    const router = roteador();
    await router.initialize();
    expect(router.state.navigation.state).toBe('idle');
    for (const rota of Object.values(rotas)) {
      expect(abrindoOModulo(router, rotas, rota!.module)).toBe(false);
    }
  });

  it("while a screen is being opened: true for its modules, false for another screen's", async () => {
    const router = roteador();
    await router.initialize();
    void router.navigate('/suporte');
    expect(router.state.navigation.location?.pathname).toBe('/suporte');
    expect(abrindoOModulo(router, rotas, '/assets/suporte-3.js')).toBe(true);
    expect(abrindoOModulo(router, rotas, '/assets/portal-layout-1.js')).toBe(true);
    expect(abrindoOModulo(router, rotas, '/assets/portal-2.js')).toBe(false);
    // a module the manifest does not name
    expect(abrindoOModulo(router, rotas, '/assets/outro.js')).toBe(false);
    router.dispose();
  });
});
