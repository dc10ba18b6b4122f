import { afterAll, beforeAll, expect, it, vi } from 'vitest';

/**
 * For a test file: the device runs in Tokyo (UTC+9; the company's São Paulo is UTC−3) while its
 * tests run, so a date written in the device's zone instead of the company's shows. Node reads TZ
 * again when it is set; the zone it had is put back after. Answers the module `carregar` imports,
 * loaded afresh once the device is in Tokyo (a formatter made as a module loads keeps the zone of
 * that moment), for the tests to read after `beforeAll`.
 */
export function aparelhoEmToquio<M>(carregar: () => Promise<M>): { readonly m: M } {
  const antes = process.env.TZ;
  const carregado = {} as { m: M };
  beforeAll(async () => {
    process.env.TZ = 'Asia/Tokyo';
    vi.resetModules();
    carregado.m = await carregar();
  });
  afterAll(() => {
    if (antes === undefined) delete process.env.TZ;
    else process.env.TZ = antes;
  });
  it('the device really is in Tokyo (else the file proves nothing)', () => {
    expect(new Date('2026-12-01T01:30:00Z').getHours()).toBe(10);
  });
  return carregado;
}
