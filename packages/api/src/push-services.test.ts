import { describe, expect, it } from 'vitest';
import { defaultPushServiceOrigins, pushEndpointProblem, pushServiceEntryProblem } from './push-services';

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
      /fcm\.googleapis\.com:8443 is not/,
    );
    expect(pushEndpointProblem('http://fcm.googleapis.com/x', allowed)?.message).toMatch(/https URL/);
    expect(pushEndpointProblem('https://user:pw@fcm.googleapis.com/x', allowed)?.message).toMatch(
      /user name/,
    );
    expect(pushEndpointProblem('fcm.googleapis.com/x', allowed)?.message).toMatch(/absolute https URL/);
    expect(pushEndpointProblem('https://127.0.0.1:4443/push/1', allowed)?.message).toMatch(
      /not a push service/,
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
});
