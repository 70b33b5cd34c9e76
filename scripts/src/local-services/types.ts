/** A local emulator started in-process (or as a child process) by the dev server or the test setup. */
export type RunningService = {
  /** Base URL to hand to an AWS SDK client as `endpoint`. */
  endpoint: string;
  /** Idempotent; resolves once the port is released. */
  stop(): Promise<void>;
};
