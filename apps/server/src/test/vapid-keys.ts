import webpush from 'web-push';

const { publicKey, privateKey } = webpush.generateVAPIDKeys();

/** A VAPID pair as environment variables: a production start takes its keys from there, never the database. */
export const productionVapidKeys = { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
