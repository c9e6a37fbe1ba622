import { type Agent, request } from 'node:https';
import webpush from 'web-push';

/** A push service's answer body is kept to this many bytes (it is only ever logged, shortened). */
const maxAnswerBytes = 4096;

/**
 * Encrypts `payload` for the device and POSTs it to `url`, the URL object the endpoint check gave
 * (checkedPushEndpoint): the request goes to exactly the host and path that were checked. web-push builds the
 * request (encryption, headers); its own sendNotification would parse the endpoint again with another parser.
 * Fails as web-push does: a WebPushError for an answer outside 2xx, any other error for no answer.
 */
export function postPush(
  url: URL,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: Buffer,
  options: webpush.RequestOptions & { agent: Agent; timeout: number },
): Promise<void> {
  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails(subscription, payload, options);
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise((resolve, reject) => {
    const pushRequest = request(
      url,
      { method: 'POST', headers: details.headers, agent: options.agent, timeout: options.timeout },
      (answer) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        answer.on('data', (chunk: Buffer) => {
          if (kept >= maxAnswerBytes) return;
          chunks.push(chunk.subarray(0, maxAnswerBytes - kept));
          kept += chunk.length;
        });
        answer.on('error', reject);
        answer.on('end', () => {
          const status = answer.statusCode ?? 0;
          if (status >= 200 && status <= 299) return resolve();
          reject(
            new webpush.WebPushError(
              'Received unexpected response code',
              status,
              answer.headers as Record<string, string>,
              Buffer.concat(chunks).toString('utf8'),
              url.href,
            ),
          );
        });
      },
    );
    pushRequest.on('timeout', () => pushRequest.destroy(new Error('Socket timeout')));
    pushRequest.on('error', reject);
    pushRequest.end(details.body ?? undefined);
  });
}
