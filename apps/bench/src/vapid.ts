import webpush from 'web-push';

// One pair per run: every instance a bench or drill starts over one database signs with the same key.
const { publicKey, privateKey } = webpush.generateVAPIDKeys();

/** The run's VAPID pair, as a production server takes it: from the environment. */
export function vapidEnv(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}
