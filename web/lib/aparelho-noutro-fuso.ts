import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * For a test file: the device runs in Tokyo (UTC+9; the company's São Paulo is UTC−3) while its
 * tests run, so a date written in the device's zone instead of the company's shows. Node reads TZ
 * again when it is set; the zone it had is put back after.
 */
export function aparelhoEmToquio(): void {
  const antes = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    if (antes === undefined) delete process.env.TZ;
    else process.env.TZ = antes;
  });
  it('the device really is in Tokyo (else the file proves nothing)', () => {
    expect(new Date('2026-12-01T01:30:00Z').getHours()).toBe(10);
  });
}
