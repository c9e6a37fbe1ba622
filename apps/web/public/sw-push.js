// Imported by the service worker (vite.config.ts): shows the server's reminders and opens the app on a click.
// A push's JSON is { title, body, tag, url, icon, badge } (apps/server/src/push/message.ts).
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Celtic Zodiac';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      // One per day and kind: a repeat replaces the notification shown rather than adding a second.
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: typeof message.icon === 'string' ? message.icon : undefined,
      badge: typeof message.badge === 'string' ? message.badge : undefined,
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only pages of this app: a push names a path, never another site.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        // Focusing needs the click's user activation; navigating works either way.
        await open.focus().catch(() => {});
        const navigated = await open.navigate(target.href).catch(() => null);
        if (!navigated) await self.clients.openWindow(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
