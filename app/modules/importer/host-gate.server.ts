import pLimit, { type LimitFunction } from "p-limit";
import { ImageError } from "~/modules/images/errors";

/** Downloads at once across the process, and from any one host. */
export const IMAGE_DOWNLOADS_AT_ONCE = 6;
export const IMAGE_DOWNLOADS_PER_HOST = 2;
/** How long a host that did not answer is skipped before it is tried again. */
export const DEAD_HOST_MS = 5 * 60 * 1000;

/**
 * Spreads image downloads over hosts: limited concurrency overall and per host, so a slow host
 * holds at most its own two slots, and a host that did not answer at all (no such host, refused,
 * timed out) is not tried again for a while: its other images fail at once with the reason,
 * instead of each waiting out the timeout. One dead host never holds a batch.
 */
export class HostGate {
  private readonly all: LimitFunction;
  private readonly hosts = new Map<string, LimitFunction>();
  private readonly dead = new Map<string, { until: number; reason: string }>();

  constructor(
    private readonly options = {
      atOnce: IMAGE_DOWNLOADS_AT_ONCE,
      perHost: IMAGE_DOWNLOADS_PER_HOST,
      deadMs: DEAD_HOST_MS,
    },
    private readonly now = () => Date.now(),
  ) {
    this.all = pLimit(options.atOnce);
  }

  run<T>(url: string, task: () => Promise<T>): Promise<T> {
    const host = hostOf(url);
    let perHost = this.hosts.get(host);
    if (!perHost) this.hosts.set(host, (perHost = pLimit(this.options.perHost)));
    return perHost(() =>
      this.all(async () => {
        const dead = this.dead.get(host);
        if (dead && dead.until > this.now())
          throw new ImageError(`Failed to download: ${host} did not answer an earlier image (${dead.reason})`);
        try {
          return await task();
        } catch (error) {
          if (error instanceof ImageError && error.hostUnreachable)
            this.dead.set(host, {
              until: this.now() + this.options.deadMs,
              reason: error.message.replace(/^Failed to download: /, ""),
            });
          throw error;
        }
      }),
    );
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The process's one gate, shared by every batch it runs. */
export const imageHostGate = new HostGate();
