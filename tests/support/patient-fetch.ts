const MAX_WAITS = 5;

/**
 * `fetch` as a polite client makes it: a 429 (the server's per-address render budget, which
 * anonymous requests fired in a loop spend in seconds) is waited out for its Retry-After and
 * asked again, so a test about what a request is answered sees that answer, not the budget's.
 */
export async function patientFetch(url: string, init: RequestInit = {}): Promise<Response> {
  for (let waits = 0; ; waits += 1) {
    const response = await fetch(url, init);
    if (response.status !== 429 || waits === MAX_WAITS) return response;
    const seconds = Number(response.headers.get("Retry-After")) || 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}
