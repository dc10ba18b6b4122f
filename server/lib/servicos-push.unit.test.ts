import { describe, expect, it } from 'vitest';
import { lerServicoPush, servicoPermitido, SERVICOS_PUSH_PADRAO } from './servicos-push.js';

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
});
