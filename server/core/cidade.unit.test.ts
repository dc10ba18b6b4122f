import { describe, expect, it } from 'vitest';
import { cidadeDe } from './cidade.js';

describe('cidadeDe', () => {
  it('reads nothing without the setting, whatever the client sends', () => {
    expect(cidadeDe({ 'x-cidade': 'Goiânia' }, undefined)).toBeNull();
  });

  it('reads the configured header; UTF-8 bytes and percent-encoding become the city', () => {
    const utf8ComoLatin1 = Buffer.from('São Paulo', 'utf8').toString('latin1');
    expect(cidadeDe({ 'x-cidade': utf8ComoLatin1 }, 'x-cidade')).toBe('São Paulo');
    expect(cidadeDe({ 'x-cidade': 'Rio%20Verde' }, 'x-cidade')).toBe('Rio Verde');
    expect(cidadeDe({ 'x-cidade': '  Luís   Eduardo Magalhães ' }, 'x-cidade')).toBe(
      'Luís Eduardo Magalhães',
    );
    expect(cidadeDe({ 'x-cidade': 'Sinop' }, 'x-outra')).toBeNull();
  });

  it('never keeps an address, a placeholder, control characters or more than 80 characters', () => {
    for (const v of ['203.0.113.9', '2001:db8::1', '-', 'unknown', '', '   ']) {
      expect(cidadeDe({ 'x-cidade': v }, 'x-cidade'), v).toBeNull();
    }
    expect(cidadeDe({ 'x-cidade': 'Rio\u0000 Verde\u001b' }, 'x-cidade')).toBe('Rio Verde');
    expect(cidadeDe({ 'x-cidade': 'a'.repeat(200) }, 'x-cidade')).toHaveLength(80);
  });
});
