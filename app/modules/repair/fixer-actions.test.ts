import { describe, expect, it } from "vitest";
import { fixerToast } from "./fixer-actions";

const report = {
  mode: "full" as const,
  scanned: 4,
  converted: 3,
  playbooks: [{ slug: "a", title: "A", links: [], saved: true }],
};

describe("Twitter Embed Fixer toasts", () => {
  it("say what completed", () => {
    expect(fixerToast({ intent: "test", ok: true, report })).toEqual({
      title: "Test Complete",
      description: "Converted 3 links in 1 playbook.",
    });
    expect(fixerToast({ intent: "full", ok: true, report })?.title).toBe("Full Run Complete");
    expect(fixerToast({ intent: "debug", ok: true, report })).toBeUndefined();
  });

  it("say what failed, with the reason", () => {
    expect(fixerToast({ intent: "test", ok: false, notFound: true, error: "" })).toEqual({
      title: "Test playbook not found.",
      variant: "destructive",
    });
    expect(fixerToast({ intent: "debug", ok: false, notFound: false, error: "disk full" })).toEqual({
      title: "Debug Failed",
      description: "disk full",
      variant: "destructive",
    });
    expect(fixerToast({ intent: "full", ok: false, notFound: false, error: "x" })?.title).toBe("Full Run Failed");
  });
});
