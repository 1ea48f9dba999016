import pg from 'pg';

/**
 * The one LISTEN/NOTIFY channel every API node's caches hear: changed office fences
 * ('office-fences'). Punches no longer notify (2026_11_28_0700_cheaper_punch). A notification
 * only frees a node's memory early: what a call may be answered from is decided by
 * the versions its session statement reads (features/session/session-lookups.ts).
 * The name is historical: session revocations were the first payload.
 */
export const INVALIDATION_CHANNEL = 'session_revoked';

export interface InvalidationSubscriber {
  receive(payload: string): void;
  /** Told when the channel goes down or comes back. */
  setListening?(listening: boolean): void;
}

/** One listening connection per API node, shared by its caches; reconnects every second while lost. */
export class InvalidationChannel {
  private readonly subscribers = new Set<InvalidationSubscriber>();
  private listening = false;

  subscribe(subscriber: InvalidationSubscriber): void {
    this.subscribers.add(subscriber);
    subscriber.setListening?.(this.listening);
  }

  private setListening(listening: boolean): void {
    this.listening = listening;
    for (const subscriber of this.subscribers) subscriber.setListening?.(listening);
  }

  /** Listens until the returned function is called. */
  async listen(connectionString: string, onError: (error: unknown) => void): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (!message.payload) return;
        for (const subscriber of this.subscribers) subscriber.receive(message.payload);
      });
      next.on('error', (error) => {
        this.setListening(false);
        onError(error);
        void next.end().catch(() => {});
        reconnectLater();
      });
      await next.connect();
      await next.query(`listen ${INVALIDATION_CHANNEL}`);
      if (stopped) return void next.end().catch(() => {});
      client = next;
      this.setListening(true);
    };
    // Until the database is back (a restart can take several tries), keep trying.
    const reconnectLater = () => {
      if (stopped) return;
      setTimeout(() => {
        if (stopped) return;
        connect().catch((error: unknown) => {
          onError(error);
          reconnectLater();
        });
      }, 1000).unref();
    };
    await connect();
    return async () => {
      stopped = true;
      this.setListening(false);
      await client?.end().catch(() => {});
    };
  }
}
