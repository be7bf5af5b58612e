import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The raw message: headers, a blank line, the body. */
  raw: string;
}

export interface FakeSmtp {
  /** smtp://user:pass@127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Answers this recipient with an SMTP code from now on (e.g. 550: for good, 451: for now). */
  refuse(address: string, code: number): void;
  close(): Promise<void>;
}

/** A mail server on 127.0.0.1 that keeps what it receives: no mail leaves the machine. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to make, and the client is told not to upgrade.
    disabledCommands: ["STARTTLS"],
    onAuth: (auth, _session, callback) =>
      auth.username === "user" && auth.password === "pass"
        ? callback(null, { user: "user" })
        : callback(new Error("no")),
    onRcptTo: (address, _session, callback) => {
      const code = refusals.get(address.address);
      if (code === undefined) return callback();
      callback(Object.assign(new Error(`refused with ${code}`), { responseCode: code }));
    },
    onData: (stream, session, callback) => {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://user:pass@127.0.0.1:${port}`,
    received,
    refuse: (address, code) => refusals.set(address, code),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A message's text with quoted-printable's soft line breaks and encoded "=" undone, so links read whole. */
export function mailText(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/**
 * A fake mail server for one test file. Declare it before the file's server: hooks run in
 * order, so it is listening when the server starts and reads `env()` (SMTP_URL, read only then,
 * and SMTP_FROM, beside the settings given).
 */
export function withFakeSmtp() {
  let smtp: FakeSmtp | undefined;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp?.close());
  const current = (): FakeSmtp => {
    if (!smtp) throw new Error("withFakeSmtp: the mail server runs only inside tests");
    return smtp;
  };
  return {
    current,
    env: (settings: Record<string, string> = {}): Record<string, string> =>
      Object.defineProperty({ ...settings, SMTP_FROM: "Playbooks <hello@playbooks.test>" }, "SMTP_URL", {
        enumerable: true,
        get: () => current().url,
      }),
    /** The text of every message sent to `address` so far, once there is one (waiting up to 20 s). */
    async mailsTo(address: string): Promise<string[]> {
      const sent = () => current().received.filter((mail) => mail.to.includes(address));
      for (let waited = 0; sent().length === 0; waited += 100) {
        if (waited >= 20_000) throw new Error(`no e-mail reached ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return sent().map(mailText);
    },
  };
}
