// Test-only preload (`node --import`): the process's clock starts at RELOGIO_E2E (an ISO instant)
// and runs on from there, so an end-to-end spec can open tickets on a chosen business day, a
// Friday evening or a holiday (docs/decisions/014-calendario-do-suporte.md, "Testing the clock").
// Only `Date` moves; timers and `performance.now()` keep real time.
const alvo = Date.parse(process.env.RELOGIO_E2E ?? '');
if (Number.isNaN(alvo)) throw new Error('RELOGIO_E2E must be an ISO instant');

const Real = Date;
const desvio = alvo - Real.now();

class Relogio extends Real {
  constructor(...args) {
    if (args.length === 0) super(Real.now() + desvio);
    else super(...args);
  }

  static now() {
    return Real.now() + desvio;
  }
}
globalThis.Date = Relogio;
