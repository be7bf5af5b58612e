import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** Marks the format, so a later one can be told apart: "v1.<iv>.<tag>.<ciphertext>", base64url. */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts the admin's secret settings (API keys, the SMTP password, the access code) with
 * AES-256-GCM under a key derived from SESSION_SECRET by HKDF. The database alone (a backup, a
 * leaked dump) reveals none of them. Each value is bound to its setting's name (the additional
 * data), so a ciphertext copied to another row does not decrypt there.
 */
export interface SecretBox {
  seal(name: string, plaintext: string): string;
  /** The plaintext, or undefined when the value was sealed under another key or was altered. */
  open(name: string, sealed: string): string | undefined;
}

export function secretBox(sessionSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", sessionSecret, "ai-playbooks", "site-settings-v1", 32));
  return {
    seal(name, plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(name));
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map(encode).join(".");
    },
    open(name, sealed) {
      const [version, iv, tag, ciphertext] = sealed.split(".");
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(name));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return undefined;
      }
    },
  };
}

function encode(part: string | Buffer): string {
  return typeof part === "string" ? part : part.toString("base64url");
}
