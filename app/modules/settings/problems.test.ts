import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { settingsProblems } from "./problems";

const messages = (env: Record<string, string>) => settingsProblems(loadConfig(env)).map((problem) => problem.message);

describe("settingsProblems", () => {
  it("finds nothing wrong with nothing set, or with complete pairs", () => {
    expect(messages({})).toEqual([]);
    expect(
      messages({
        BEEHIIV_API_KEY: "k",
        BEEHIIV_PUBLICATION_ID: "pub_1",
        SMTP_URL: "smtp://u:p@mail.example.com:587",
        SMTP_FROM: "Playbooks <hello@example.com>",
        DOUBLE_OPT_IN: "true",
      }),
    ).toEqual([]);
  });

  it("names each half of a pair set without the other", () => {
    expect(messages({ BEEHIIV_API_KEY: "k" })).toEqual([expect.stringMatching(/^beehiiv needs both/)]);
    expect(messages({ SMTP_URL: "smtp://mail.example.com:587" })).toEqual([
      expect.stringMatching(/^The mail server needs a sender/),
    ]);
    expect(messages({ AI_API_KEY: "sk-1" })).toEqual([expect.stringMatching(/without an endpoint/)]);
  });

  it("says when double opt-in has nothing to send its e-mail", () => {
    expect(messages({ DOUBLE_OPT_IN: "true" })).toEqual([expect.stringMatching(/^Double opt-in .* is on/)]);
  });
});
