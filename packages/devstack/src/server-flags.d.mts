/** The Node flags the server runs with, wherever it is started (see server-flags.mjs). */
export declare const serverNodeFlags: readonly string[];
