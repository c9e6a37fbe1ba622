export declare const defaultEmulatorHost: string;
export declare const defaultProjectId: string;
export declare const defaultAccountsDir: string;
export declare function accountsDir(env?: Record<string, string | undefined>): string;
export declare function freePort(): Promise<number>;
export declare function emulatorAnswers(host?: string): Promise<boolean>;
export declare function startEmulator(options?: {
  host?: string;
  projectId?: string;
  timeoutMs?: number;
  log?: (text: string) => void;
  /** Absolute folder the accounts are loaded from at start and saved to when the emulator stops. */
  dataDir?: string;
}): Promise<{ host: string; reused: boolean; stop(): Promise<void> }>;
