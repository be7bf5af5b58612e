export interface WindowOptions {
  /** The most a key may add up within a window. */
  limit: number;
  windowMs: number;
  /**
   * Keys counted at once; a new key beyond them has no room, so a flood of made-up keys is
   * refused instead of growing memory.
   */
  maxKeys: number;
  /**
   * Weighs the previous window by the part of it still inside the last `windowMs` (a rolling
   * window, so a burst across a window's end gets no double helping); without it, counts of
   * the current and the previous window add up whole (for keys that live at most one window).
   */
  sliding: boolean;
  now?: () => number;
}

/**
 * Per-key counts over a window, in this process's memory and synchronous: admitting an event
 * costs a few map look-ups, however many arrive. Two generations of counts are kept, so old
 * keys go away wholesale every window instead of one timer or sweep per key.
 */
export class WindowCounts {
  private current = new Map<string, number>();
  private previous = new Map<string, number>();
  private started: number;
  private readonly now: () => number;

  constructor(private readonly options: WindowOptions) {
    this.now = options.now ?? Date.now;
    this.started = this.now();
  }

  /** Whether `key` may add `amount` more now. */
  hasRoom(key: string, amount = 1): boolean {
    const elapsed = this.rotate();
    const { limit, windowMs, maxKeys, sliding } = this.options;
    const current = this.current.get(key);
    if (current === undefined && this.current.size >= maxKeys) return false;
    const weight = sliding ? 1 - elapsed / windowMs : 1;
    return (current ?? 0) + weight * (this.previous.get(key) ?? 0) + amount <= limit;
  }

  add(key: string, amount = 1): void {
    this.current.set(key, (this.current.get(key) ?? 0) + amount);
  }

  /** Starts a new window when the current one is over; answers the time spent in the current one. */
  private rotate(): number {
    const { windowMs } = this.options;
    const elapsed = this.now() - this.started;
    if (elapsed < windowMs) return elapsed;
    this.previous = elapsed < 2 * windowMs ? this.current : new Map();
    this.current = new Map();
    this.started += Math.floor(elapsed / windowMs) * windowMs;
    return elapsed % windowMs;
  }
}
