/** Two small pieces of timing state the session store would otherwise keep in loose variables. */

/** One pending call at most: setting it again replaces the earlier one. */
export function createTimer() {
  let handle: ReturnType<typeof setTimeout> | undefined;
  return {
    set(run: () => void, ms: number): void {
      clearTimeout(handle);
      handle = setTimeout(() => {
        handle = undefined;
        run();
      }, ms);
    },
    clear(): void {
      clearTimeout(handle);
      handle = undefined;
    },
    get pending(): boolean {
      return handle !== undefined;
    },
  };
}

/** Runs `task` once at a time: callers that arrive while it runs share its promise. */
export function singleFlight<T>(task: () => Promise<T>) {
  let running: Promise<T> | null = null;
  return {
    run(): Promise<T> {
      running ??= task().finally(() => {
        running = null;
      });
      return running;
    },
    /** Lets the next call start afresh even while an earlier one is still settling. */
    forget(): void {
      running = null;
    },
  };
}
