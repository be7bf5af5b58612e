/**
 * Fixed at the top of a part: hidden until app/enhancements/reading-progress.ts shows it and
 * moves its fill with the scroll position (a bar stuck at 0% would mislead a reader without
 * scripts).
 */
export function ReadingProgressBar() {
  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      hidden
      data-reading-progress
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent print:hidden"
    >
      <div className="h-full origin-left scale-x-0 bg-brand-600" />
    </div>
  );
}
