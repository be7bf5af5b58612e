import type { AddressInfo } from "node:net";
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
