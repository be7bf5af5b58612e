const counts = new Intl.NumberFormat("en-US");

export const formatCount = (value: number) => counts.format(value);

/** 0.1234 → "12.3%"; nothing to divide by → "–". */
export function formatPercent(value: number | undefined): string {
  return value === undefined ? "–" : `${(value * 100).toFixed(value >= 0.1 || value === 0 ? 0 : 1)}%`;
}

/** The change against the previous period: "+12%", "−5%", or "new" when there was nothing before. */
export function formatChange(change: number | undefined, current: number): string {
  if (change === undefined) return current > 0 ? "new" : "no change";
  const sign = change > 0 ? "+" : change < 0 ? "−" : "±";
  return `${sign}${Math.abs(Math.round(change * 100))}%`;
}
