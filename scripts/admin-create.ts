import { parseArgs } from "node:util";
import { createOrResetAdmin } from "~/modules/auth/admin-accounts.server";
import { generatePassword } from "~/modules/auth/password.server";
import { openCliContext } from "./cli-context";

const USAGE = `Usage: npm run admin:create -- --email you@example.com [--reset] [--password-stdin]
  --reset           give an existing admin a new password (signing it out everywhere and
                    turning its two-step sign-in off)
  --password-stdin  read the password from standard input instead of generating one`;

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    reset: { type: "boolean", default: false },
    "password-stdin": { type: "boolean", default: false },
  },
});
if (!values.email) {
  console.error(USAGE);
  process.exit(2);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

const generated = !values["password-stdin"];
const password = generated ? generatePassword() : await readStdin();
const { db } = await openCliContext();
try {
  const outcome = await createOrResetAdmin(db, { email: values.email, password, reset: values.reset });
  if (outcome.status === "refused") {
    console.error(outcome.message);
    process.exitCode = 1;
  } else {
    const done = outcome.status === "created" ? "created" : "given a new password; two-step sign-in is off";
    console.log(`Admin ${values.email} ${done}.`);
    // Shown once, on the terminal only; it is stored as a hash.
    if (generated) console.log(`Password: ${password}`);
  }
} finally {
  await db.destroy();
}
