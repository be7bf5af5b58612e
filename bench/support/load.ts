import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  /** Answers received in the run. */
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx: the URL is wrong, and the run measures nothing. */
  non2xx: number;
  /** Requests without an answer within autocannon's 10 s: the server was overloaded. */
  timeouts: number;
}

/** autocannon against one URL: `connections` clients, each sending its next request on an answer. */
export async function measure(url: string, { connections = 100, durationSeconds = 10 } = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    timeouts: result.timeouts + result.errors,
  };
}
