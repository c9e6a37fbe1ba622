// Works out a day's moon phase off the main thread (astronomy-engine is slow on a slow phone).
import { localMoonPhase } from './moon-phase';

export interface MoonRequest {
  isoDate: string;
}

export type MoonReply =
  | { isoDate: string; phase: { name: string; illumination: number } }
  | { isoDate: string; error: string };

// The app's TypeScript program has the DOM library, not the worker one: name just what is used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MoonRequest>) => void) | null;
  postMessage(reply: MoonReply): void;
};

scope.onmessage = (event: MessageEvent<MoonRequest>) => {
  const { isoDate } = event.data;
  let reply: MoonReply;
  try {
    reply = { isoDate, phase: localMoonPhase(isoDate) };
  } catch (err) {
    reply = { isoDate, error: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(reply);
};
