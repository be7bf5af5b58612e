import { shareValue, type Share } from "./share";

const counts = new Intl.NumberFormat("en-US");

export const formatCount = (value: number) => counts.format(value);

/** 1,234 of 10,000 → "12%", 123 of 10,000 → "1.2%"; nothing to divide by → "–". A Share is the only rate shown. */
export function formatPercent(rate: Share | undefined): string {
  const value = rate && shareValue(rate);
  return value === undefined ? "–" : `${(value * 100).toFixed(value >= 0.1 || value === 0 ? 0 : 1)}%`;
}

/** The change against the previous period: "+12%", "−5%", or "new" when there was nothing before. */
export function formatChange(change: number | undefined, current: number): string {
  if (change === undefined) return current > 0 ? "new" : "no change";
  const sign = change > 0 ? "+" : change < 0 ? "−" : "±";
  return `${sign}${Math.abs(Math.round(change * 100))}%`;
}
