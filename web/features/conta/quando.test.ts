import { describe, expect, it } from 'vitest';
import { dataHora, usadoQuando } from './quando';

const agora = Date.parse('2026-03-12T15:00:00Z');
const antes = (ms: number) => new Date(agora - ms).toISOString();
const MIN = 60_000;

describe('usadoQuando: the last use of a device, in Portuguese', () => {
  it('under five minutes (the server moves it no more often): "agora há pouco"', () => {
    expect(usadoQuando(antes(0), agora)).toBe('agora há pouco');
    expect(usadoQuando(antes(4 * MIN), agora)).toBe('agora há pouco');
  });
  it('minutes, hours, yesterday, days', () => {
    expect(usadoQuando(antes(12 * MIN), agora)).toBe('há 12 minutos');
    expect(usadoQuando(antes(60 * MIN), agora)).toBe('há 1 hora');
    expect(usadoQuando(antes(5 * 60 * MIN), agora)).toBe('há 5 horas');
    expect(usadoQuando(antes(30 * 60 * MIN), agora)).toBe('ontem');
    expect(usadoQuando(antes(3 * 24 * 60 * MIN), agora)).toBe('há 3 dias');
  });
  it('a week or more: the date, in Brasília time', () => {
    expect(usadoQuando('2026-03-01T02:00:00Z', agora)).toBe('em 28/02/2026');
  });
});

describe('dataHora: when a device signed in, to the minute', () => {
  it('in Brasília time', () => {
    expect(dataHora('2026-03-12T17:05:00Z')).toBe('12/03/2026 às 14:05');
    expect(dataHora('2026-03-13T02:30:00Z')).toBe('12/03/2026 às 23:30');
  });
});
