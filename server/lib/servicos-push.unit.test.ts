import { describe, expect, it } from 'vitest';
import { enderecoDePush, lerServicoPush, SERVICOS_PUSH_PADRAO } from './servicos-push.js';

const servicoPermitido = (endpoint: string, servicos: Parameters<typeof enderecoDePush>[1]) =>
  enderecoDePush(endpoint, servicos) !== undefined;

const padrao = SERVICOS_PUSH_PADRAO.map(lerServicoPush);

describe('PUSH_SERVICOS', () => {
  it("the browsers' public services are allowed by default", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx1',
      'https://api.push.apple.com/3/device/x',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(servicoPermitido(endpoint, padrao), endpoint).toBe(true);
    }
  });

  it('anything else is refused: another host, a look-alike, http, a port, credentials, the bare wildcard domain', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com.evil.test/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.apple.com/x', // `*.` means a subdomain
      'https://xpush.apple.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      'não é url',
    ]) {
      expect(servicoPermitido(endpoint, padrao), endpoint).toBe(false);
    }
  });

  it('a configured origin may carry a port; a bad one is told by name', () => {
    const local = [lerServicoPush('https://127.0.0.1:8443')];
    expect(servicoPermitido('https://127.0.0.1:8443/push/1', local)).toBe(true);
    expect(servicoPermitido('https://127.0.0.1/push/1', local)).toBe(false);
    expect(servicoPermitido('https://127.0.0.1:8444/push/1', local)).toBe(false);
    expect(() => lerServicoPush('http://push.exemplo.com')).toThrow(/push.exemplo.com/);
    expect(() => lerServicoPush('https://push.exemplo.com/caminho')).toThrow(/não é uma origem/);
  });

  it('only the form the URL parser writes is taken, and what it answers is that very address', () => {
    const fcm = 'https://fcm.googleapis.com/fcm/send/abc:APA91b';
    expect(enderecoDePush(fcm, padrao)?.href).toBe(fcm);
    for (const endpoint of [
      'https:/fcm.googleapis.com/fcm/send/x', // the legacy parser: localhost:443
      'https:fcm.googleapis.com/fcm/send/x',
      'https:///fcm.googleapis.com/fcm/send/x',
      'https:\\\\fcm.googleapis.com\\fcm\\send\\x',
      'HTTPS://fcm.googleapis.com/fcm/send/x',
      'https://FCM.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com./fcm/send/x', // kept by the parser: refused on its own
      'https://web.push.apple.com./QGx1',
      'https://fcm.googleapis.com:443/fcm/send/x',
      'https://fcm.googleapis.com',
      'https://fcm.googleapis.com/fcm/../fcm/send/x',
      'https://fcm.googleapis.com/fcm/send/x y',
      'https://fcm.googleapis.com/fcm/send/x\t',
      ' https://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com/fcm/send/x#y',
      'https://@fcm.googleapis.com/fcm/send/x',
    ]) {
      expect(servicoPermitido(endpoint, padrao), JSON.stringify(endpoint)).toBe(false);
    }
    const local = [lerServicoPush('https://127.0.0.1:8443')];
    for (const host of ['2130706433', '0x7f000001', '0177.0.0.1', '127.1', '127.0.0.1.']) {
      expect(servicoPermitido(`https://${host}:8443/push/1`, local), host).toBe(false);
    }
  });
});
