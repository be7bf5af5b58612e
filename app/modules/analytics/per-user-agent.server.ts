/**
 * Remembers a function's answer per user agent string. Agents repeat, and parsing one (isbot's
 * long pattern, Bowser) costs more than the rest of a beacon's work. Bounded, so odd agents
 * cannot grow it: when full, it starts over.
 */
export function perUserAgent<T>(compute: (userAgent: string) => T, limit = 2000): (userAgent: string) => T {
  const known = new Map<string, T>();
  return (userAgent) => {
    if (known.has(userAgent)) return known.get(userAgent)!;
    const answer = compute(userAgent);
    if (known.size >= limit) known.clear();
    known.set(userAgent, answer);
    return answer;
  };
}
