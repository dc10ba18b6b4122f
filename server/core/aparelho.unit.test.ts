import { describe, expect, it } from 'vitest';
import { APARELHO_DESCONHECIDO, aparelhoDe } from './aparelho.js';

const UAS: [string, string][] = [
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    'Chrome no Android',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari no iPhone',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
    'Chrome no iPad',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    'Edge no Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Safari no Mac',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox no Linux'],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet no Android',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome no Chromebook',
  ],
];

describe('aparelhoDe: a readable name from the User-Agent', () => {
  it.each(UAS)('%s → %s', (ua, nome) => expect(aparelhoDe(ua)).toBe(nome));

  it('no User-Agent, or one it cannot read: "Aparelho desconhecido"', () => {
    expect(aparelhoDe(undefined)).toBe(APARELHO_DESCONHECIDO);
    expect(aparelhoDe('')).toBe(APARELHO_DESCONHECIDO);
    expect(aparelhoDe('lightship/1.0')).toBe(APARELHO_DESCONHECIDO);
  });

  it('a long, made-up User-Agent never gives more than 80 characters', () => {
    expect(aparelhoDe('x'.repeat(10_000)).length).toBeLessThanOrEqual(80);
  });
});
