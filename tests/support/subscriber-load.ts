export interface SubscriberLoadReport {
  /** E-mails the server answered 200 for: each must be stored and delivered exactly once. */
  acknowledged: string[];
  /** Answers that were not a success (connection refused or reset, 5xx); each was retried. */
  failed: number;
  /** Failures by kind, e.g. "HTTP 503" or "fetch failed". */
  failures: Map<string, number>;
}

export interface SubscriberLoad {
  /** Every acknowledgement so far. */
  acknowledgedCount(): number;
  /** No new e-mails; resolves once every client's last request has been answered or refused. */
  stop(): Promise<SubscriberLoadReport>;
}

const REQUEST_TIMEOUT_MS = 15_000;
const RETRY_PAUSE_MS = 100;

/** A distinct address per request from 198.18.0.0/15 (set aside for benchmarks), so no limit is hit. */
const addressFor = (index: number) => `198.18.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`;

/**
 * `clients` visitors subscribing one after another through the public endpoint the tools use,
 * each with a new e-mail once the last one was acknowledged. A failed request (the server down,
 * the database away) is sent again, as a visitor would press the button again.
 */
export function startSubscriberLoad(origin: string, { clients = 50, prefix = "reader" } = {}): SubscriberLoad {
  const acknowledged: string[] = [];
  const failures = new Map<string, number>();
  let requests = 0;
  let running = true;

  async function subscribe(email: string): Promise<boolean> {
    try {
      const response = await fetch(`${origin}/api/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin, "X-Forwarded-For": addressFor(requests++) },
        body: JSON.stringify({ email, leadMagnet: "AI Business Quiz", utmSource: "faults" }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.status === 200) return true;
      failures.set(`HTTP ${response.status}`, (failures.get(`HTTP ${response.status}`) ?? 0) + 1);
    } catch (error) {
      const reason = (error as Error).message;
      failures.set(reason, (failures.get(reason) ?? 0) + 1);
    }
    return false;
  }

  async function client(id: number): Promise<void> {
    for (let sequence = 0; running; sequence += 1) {
      const email = `${prefix}-${id}-${sequence}@example.com`;
      let stored = await subscribe(email);
      while (!stored && running) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
        stored = await subscribe(email);
      }
      if (stored) acknowledged.push(email);
    }
  }

  const all = Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  return {
    acknowledgedCount: () => acknowledged.length,
    async stop() {
      running = false;
      await all;
      const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
      return { acknowledged: [...acknowledged], failed, failures };
    },
  };
}
