import { describe, expect, it } from 'vitest';
import { abaPara, lerCarga } from './notificacoes';

describe("the service worker's notices", () => {
  it('reads the kind, the title and a path of the portal; anything else opens the portal', () => {
    expect(
      lerCarga('{"tipo":"resposta_suporte","titulo":"O suporte respondeu","url":"/atendimento"}'),
    ).toEqual({
      tipo: 'resposta_suporte',
      titulo: 'O suporte respondeu',
      url: '/atendimento',
    });
    expect(lerCarga('{"tipo":"x","titulo":"T","url":"https://evil.test/"}').url).toBe('/portal');
    expect(lerCarga('{"tipo":"x","titulo":"T","url":"//evil.test/"}').url).toBe('/portal');
    expect(lerCarga('não é json')).toEqual({
      tipo: 'aviso',
      titulo: 'Portal do Colaborador',
      url: '/portal',
    });
    expect(lerCarga(undefined).url).toBe('/portal');
  });

  it('a tap reuses the tab already on the screen, else any tab of the portal, else none', () => {
    const origem = 'https://portal.fazenda.test';
    const chat = { url: `${origem}/atendimento` };
    const painel = { url: `${origem}/portal` };
    expect(abaPara([painel, chat], '/atendimento', origem)).toBe(chat);
    expect(abaPara([painel], '/atendimento', origem)).toBe(painel);
    expect(abaPara([{ url: 'https://outro.test/' }], '/atendimento', origem)).toBeUndefined();
    expect(abaPara([], '/atendimento', origem)).toBeUndefined();
  });
});
