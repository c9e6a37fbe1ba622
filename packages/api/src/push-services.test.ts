import { describe, expect, it } from 'vitest';
import {
  checkedPushEndpoint,
  defaultPushServiceOrigins,
  pushEndpointProblem,
  pushServiceEntryProblem,
} from './push-services';
import { Refusal } from './refusals';

describe('push service allow-list', () => {
  it('accepts the browsers’ push services by default', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(pushEndpointProblem(endpoint, defaultPushServiceOrigins)).toBeNull();
    }
  });

  it('refuses other hosts, ports, plain http, credentials and non-URLs, saying why', () => {
    const allowed = defaultPushServiceOrigins;
    expect(pushEndpointProblem('https://evil.example/fcm.googleapis.com', allowed)?.message).toMatch(
      /^endpoint: https:\/\/evil\.example is not a push service/,
    );
    expect(pushEndpointProblem('https://fcm.googleapis.com.evil.example/x', allowed)?.message).toMatch(
      /not a push service/,
    );
    expect(pushEndpointProblem('https://notify.windows.com/x', allowed)?.message).toMatch(
      /not a push service/,
    );
    expect(pushEndpointProblem('https://fcm.googleapis.com:8443/x', allowed)?.message).toMatch(
      /^endpoint: The host must be a DNS name/,
    );
    expect(pushEndpointProblem('http://fcm.googleapis.com/x', allowed)?.message).toMatch(/https URL/);
    expect(pushEndpointProblem('https://user:pw@fcm.googleapis.com/x', allowed)?.message).toMatch(
      /user name/,
    );
    expect(pushEndpointProblem('fcm.googleapis.com/x', allowed)?.message).toMatch(/absolute https URL/);
    expect(pushEndpointProblem('https://127.0.0.1:4443/push/1', allowed)?.message).toMatch(
      /^endpoint: The host must be a DNS name/,
    );
    expect(pushEndpointProblem('https://127.0.0.1:4443/push/1', ['https://127.0.0.1:4443'])).toBeNull();
  });

  it('checks allow-list entries', () => {
    expect(pushServiceEntryProblem('https://*.notify.windows.com')).toBeNull();
    expect(pushServiceEntryProblem('https://127.0.0.1:4443')).toBeNull();
    expect(pushServiceEntryProblem('http://fcm.googleapis.com')).toMatch(/https origin/);
    expect(pushServiceEntryProblem('https://fcm.googleapis.com/path')).toMatch(/https origin/);
    expect(pushServiceEntryProblem('https://*')).toMatch(/https origin/);
  });

  // Hosts another URL parser reads differently (Node's legacy url.parse stops at `;`, quotes, braces…): the host
  // written must be a plain DNS name, so the one URL checked is the one sent to.
  const bypasses = [
    'https://127.0.0.1;.notify.windows.com/x',
    'https://127.0.0.1".notify.windows.com/x',
    'https://127.0.0.1{.notify.windows.com/x',
    'https://127.0.0.1}.notify.windows.com/x',
    'https://127.0.0.1`.notify.windows.com/x',
    "https://127.0.0.1'.notify.windows.com/x",
    'https://127.0.0.1%3b.notify.windows.com/x',
    'https://127.0.0.1%3B.notify.windows.com/x',
    'https://127.0.0.1%2e.notify.windows.com/x',
    'https://WNS2.notify.windows.com/x',
    'https://wns2.notify.windows.com./x',
    'https://wns2.notify.windows.com:444/x',
    'https://[::1]/x',
    'https://127.0.0.1/x',
    'https://2130706433/x',
    'https://0x7f.1/x',
  ];

  it.each(bypasses)('refuses %s, naming the endpoint', (endpoint) => {
    const problem = pushEndpointProblem(endpoint, [...defaultPushServiceOrigins, 'https://*.1']);
    expect(problem?.message).toMatch(/^endpoint: /);
    expect(problem?.code).toBe('BAD_REQUEST');
  });

  it('refuses credentials however they are written', () => {
    expect(pushEndpointProblem('https://a@fcm.googleapis.com/x', defaultPushServiceOrigins)?.message).toMatch(
      /user name/,
    );
  });

  it('gives the one URL the sender posts to, its host as checked', () => {
    const url = checkedPushEndpoint(
      'https://wns2-db5p.notify.windows.com:443/w/?token=B',
      defaultPushServiceOrigins,
    );
    expect(url).not.toBeInstanceOf(Refusal);
    expect(url instanceof URL && [url.hostname, url.port, url.pathname + url.search]).toEqual([
      'wns2-db5p.notify.windows.com',
      '',
      '/w/?token=B',
    ]);
  });
});
