import { adminRouter } from './routers/admin';
import { birthRouter } from './routers/birth';
import { calendarRouter } from './routers/calendar';
import { compatibilityRouter } from './routers/compatibility';
import { feedsRouter } from './routers/feeds';
import { horoscopeRouter } from './routers/horoscope';
import { keysRouter } from './routers/keys';
import { pushRouter } from './routers/push';
import { readingsRouter } from './routers/readings';
import { signsRouter } from './routers/signs';
import { statusRouter } from './routers/status';
import { userRouter } from './routers/user';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  user: userRouter,
  horoscope: horoscopeRouter,
  readings: readingsRouter,
  compatibility: compatibilityRouter,
  admin: adminRouter,
  signs: signsRouter,
  calendar: calendarRouter,
  feeds: feedsRouter,
  birth: birthRouter,
  push: pushRouter,
  status: statusRouter,
  keys: keysRouter,
});

export type AppRouter = typeof appRouter;

/** `createCaller(ctx)`: call procedures without HTTP (tests, scripts). */
export const createCaller = createCallerFactory(appRouter);
