import type { EmbeddedDatabase } from './embedded';

/** Waits before each restart attempt after a crash: 0.5 s doubling, so 15.5 s over five attempts. */
export const RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000];
/** A crash within this long of the last restart continues the same budget rather than starting a new one. */
export const STABLE_AFTER_MS = 60_000;

interface SupervisorEvents {
  info(message: string): void;
  error(message: string): void;
  /** The budget is spent: PostgreSQL cannot be brought back by this process. */
  giveUp(reason: string): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Restarts the embedded PostgreSQL when it dies (killed, crashed, or shut down by
 * someone else), with bounded retries and backoff. Meanwhile requests meet a
 * refused connection and answer 503. When the budget is spent, giveUp is called,
 * so the server exits non-zero and an outer supervisor restarts the whole portal.
 */
export function superviseEmbeddedDatabase(embedded: EmbeddedDatabase, events: SupervisorEvents): { stop(): void } {
  let attemptsUsed = 0;
  let stopped = false;
  let lastRestartAt = 0;

  const watch = async (): Promise<void> => {
    const description = await embedded.crashed();
    if (stopped) return;
    events.error(`${description}; restarting it`);
    if (Date.now() - lastRestartAt > STABLE_AFTER_MS) attemptsUsed = 0;
    let lastError = description;
    while (attemptsUsed < RESTART_DELAYS_MS.length) {
      await sleep(RESTART_DELAYS_MS[attemptsUsed]!);
      // The portal is shutting down: it stops the database itself.
      if (stopped) return;
      attemptsUsed += 1;
      try {
        await embedded.restart();
        lastRestartAt = Date.now();
        events.info(`PostgreSQL restarted (attempt ${attemptsUsed} of ${RESTART_DELAYS_MS.length})`);
        return watch();
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        events.error(`Restarting PostgreSQL failed (attempt ${attemptsUsed} of ${RESTART_DELAYS_MS.length}): ${lastError}`);
      }
    }
    if (!stopped) events.giveUp(`PostgreSQL could not be restarted: its restart budget (${RESTART_DELAYS_MS.length} attempts) is spent. Last error: ${lastError}`);
  };
  void watch();
  return {
    stop: () => {
      stopped = true;
    },
  };
}
