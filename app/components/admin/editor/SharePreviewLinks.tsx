import { Ban, Copy } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { formatAdminDate } from "~/modules/admin/format";

export interface ListedLink {
  id: string;
  url: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  state: "active" | "expired" | "revoked";
}

const STATE_TEXT = { active: "Active", expired: "Expired", revoked: "Turned off" } as const;

function CopyButton({ url }: { url: string }) {
  const toast = useToast();
  return (
    <button
      type="button"
      className={buttonClass("secondary", "sm")}
      onClick={() =>
        navigator.clipboard.writeText(url).then(
          () => toast({ title: "Copied", description: "The preview link is on your clipboard." }),
          () =>
            toast({
              title: "Error",
              description: "Could not copy: select the link and copy it.",
              variant: "destructive",
            }),
        )
      }
    >
      <Copy aria-hidden="true" className="size-4" />
      Copy<span className="sr-only"> the preview link</span>
    </button>
  );
}

/** The playbook's share links: each one's address to copy, its expiry, and a way to turn it off. */
export function SharePreviewLinks({ links }: { links: readonly ListedLink[] }) {
  const busy = useNavigation().state !== "idle";
  if (links.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
        No preview links yet. Create one to let someone read this playbook before it is published.
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {links.map((link) => (
        <li key={link.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-center gap-3">
            <label className="min-w-72 flex-1 text-sm font-medium text-slate-800">
              Preview link
              <input
                readOnly
                value={link.url}
                onFocus={(event) => event.currentTarget.select()}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
              />
            </label>
            {link.state === "active" && <CopyButton url={link.url} />}
            {link.state === "active" && (
              <Form method="post">
                <input type="hidden" name="linkId" value={link.id} />
                <button
                  type="submit"
                  name="intent"
                  value="revoke"
                  disabled={busy}
                  className={`${buttonClass("secondary", "sm")} text-red-700`}
                >
                  <Ban aria-hidden="true" className="size-4" />
                  Turn off<span className="sr-only"> this preview link</span>
                </button>
              </Form>
            )}
          </div>
          <p className="mt-2 text-sm text-slate-600">
            <span className="font-semibold text-slate-800">{STATE_TEXT[link.state]}</span> · created by {link.createdBy}{" "}
            {formatAdminDate(link.createdAt)} · {link.state === "expired" ? "expired" : "expires"}{" "}
            {formatAdminDate(link.expiresAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
