import { startAfterFirstPaint } from "./after-first-paint";

// The entry of the inline script every page that hydrates after its first paint carries
// (INLINE_SCRIPTS in entries.ts; app/components/document/StartAfterFirstPaint.tsx).
startAfterFirstPaint();
