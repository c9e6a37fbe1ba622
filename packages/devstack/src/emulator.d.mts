export declare const defaultEmulatorHost: string;
export declare const defaultProjectId: string;
export declare function freePort(): Promise<number>;
export declare function emulatorAnswers(host?: string): Promise<boolean>;
export declare function startEmulator(options?: {
  host?: string;
  projectId?: string;
  timeoutMs?: number;
  log?: (text: string) => void;
}): Promise<{ host: string; reused: boolean; stop(): Promise<void> }>;
