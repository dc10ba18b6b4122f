import { describe, expect, it } from 'vitest';
import type { Mensagem } from '../../../../common/schemas/atendimentos';
import { comMensagem } from './ao-vivo';

const m = (id: number) => ({ id, mensagem: `m${id}` }) as unknown as Mensagem;

describe('comMensagem', () => {
  it('adds a message once, in id order, whoever brought it first', () => {
    expect(comMensagem([m(1), m(3)], m(2)).map((x) => x.id)).toEqual([1, 2, 3]);
    const lista = [m(1), m(2)];
    expect(comMensagem(lista, m(2))).toBe(lista);
  });
});
