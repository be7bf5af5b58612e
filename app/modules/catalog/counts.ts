/** "1 guide" / "3 guides": the singular only when the count is exactly 1 (zero is plural). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}
