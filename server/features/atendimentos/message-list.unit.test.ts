import { describe, expect, it } from 'vitest';
import { FILES_ROUTE_PREFIX } from '../../../common/schemas/atendimentos.js';
import { MessageListRenderer } from './message-list.js';
import type { MensagemRow } from './repository.js';
import { FILE_URL_DAY_S, FileUrlSigner } from '../../lib/file-urls.js';

const row = (id: number, over: Partial<MensagemRow> = {}): MensagemRow => ({
  id,
  atendimento_id: 7,
  autor_id: 1,
  remetente: 'usuario',
  tipo: 'text',
  mensagem: `mensagem ${id}`,
  enviado_em: '2026-11-21T12:00:00.000Z',
  miniatura: null,
  ...over,
});
const file = row(3, {
  tipo: 'arquivo',
  mensagem: JSON.stringify({ url: `${FILES_ROUTE_PREFIX}abc.png`, nome: 'foto.png' }),
});

describe('MessageListRenderer', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('answers the rendered list again only for the same messages and signing window', () => {
    const lists = new MessageListRenderer(new FileUrlSigner('segredo-de-teste'));
    const rendered = lists.render(7, [row(1), row(2), file], now);
    expect(JSON.parse(rendered.toString())).toHaveLength(3);
    expect(lists.cached(7, { total: 3, ultimo: 3 }, now)).toBe(rendered);
    // a new message, or one committed out of id order
    expect(lists.cached(7, { total: 4, ultimo: 4 }, now)).toBeUndefined();
    expect(lists.cached(7, { total: 4, ultimo: 3 }, now)).toBeUndefined();
    // another ticket
    expect(lists.cached(8, { total: 3, ultimo: 3 }, now)).toBeUndefined();
    // the day changed: file urls must be signed again
    const later = now + FILE_URL_DAY_S * 1000;
    expect(lists.cached(7, { total: 3, ultimo: 3 }, later)).toBeUndefined();
  });

  it('signs file urls to the window of the rendering and checks the schema', () => {
    const lists = new MessageListRenderer(new FileUrlSigner('segredo-de-teste'));
    const [, , arquivo] = JSON.parse(lists.render(7, [row(1), row(2), file], now).toString());
    const { url } = JSON.parse(arquivo.mensagem);
    expect(url).toContain(`exp=${FileUrlSigner.expiryDiaria(now)}`);
    expect(() => lists.render(7, [row(1, { tipo: 'video' as 'text' })], now)).toThrow();
  });

  it('keeps no more than its capacity, dropping the least recently used', () => {
    const lists = new MessageListRenderer(new FileUrlSigner('segredo-de-teste'), {
      capacityBytes: 1000,
    });
    const big = (id: number) => row(id, { mensagem: 'x'.repeat(300) });
    lists.render(1, [big(1)], now);
    lists.render(2, [big(2)], now);
    lists.cached(1, { total: 1, ultimo: 1 }, now); // 1 is now the most recent
    lists.render(3, [big(3)], now);
    expect(lists.size).toBe(2);
    expect(lists.cached(2, { total: 1, ultimo: 2 }, now)).toBeUndefined();
    expect(lists.cached(1, { total: 1, ultimo: 1 }, now)).toBeDefined();
  });
});
