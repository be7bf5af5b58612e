import { chromium, type Browser, type BrowserServer } from "playwright-core";

// Headless Chromium as every browser test and benchmark starts it (kept apart from browser.ts,
// which also registers the test file's server, so scripts outside Vitest can use it).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium({ userAgent }: { userAgent?: string } = {}): Promise<Browser> {
  const args = userAgent ? [...CHROMIUM_ARGS, `--user-agent=${userAgent}`] : CHROMIUM_ARGS;
  return chromium.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
}

/**
 * The same Chromium as a server that several processes connect to (`chromium.connect`).
 * `temporaryDir`: where Chromium keeps its own temporary files (TMPDIR).
 */
export function launchChromiumServer({ temporaryDir }: { temporaryDir?: string } = {}): Promise<BrowserServer> {
  const env = temporaryDir ? { ...process.env, TMPDIR: temporaryDir } : undefined;
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, env });
}
