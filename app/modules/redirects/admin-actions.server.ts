import { data } from "react-router";
import { z } from "zod";
import type { AppContext } from "~/context";
import { deleteCustomRedirect, saveCustomRedirects } from "~/db/queries/custom-redirects.server";
import { deleteRedirect } from "~/db/queries/redirects.server";
import { MAX_CSV_BYTES, readRulesCsv } from "./csv";
import { ruleSource, type RedirectRule } from "./rule";
import { checkRules, type RuleProblem } from "./validate.server";

/** What the redirects page's forms answer: a toast's message, and for a refused rule or file, what is wrong. */
export interface RedirectsResult {
  ok: boolean;
  message: string;
  form?: "add" | "upload";
  problems?: RuleProblem[];
  /** The rule as typed, to show again after a refusal. */
  values?: { from: string; to: string; status: string };
}

const addForm = z.object({
  from: z.string().max(2000).default(""),
  to: z.string().max(2000).default(""),
  status: z.enum(["301", "302"]).default("301"),
});

/** The page's one action: add a rule, upload a CSV, or delete a rule (the owner's or an automatic one). */
export async function redirectsAction(context: AppContext, form: FormData, by: string) {
  const intent = form.get("intent");
  if (intent === "add") return addRule(context, form, by);
  if (intent === "upload") return uploadRules(context, form, by);
  if (intent === "delete-custom") return deleteRule(context, form, by);
  if (intent === "delete-automatic") return deleteAutomatic(context, form, by);
  return data<RedirectsResult>({ ok: false, message: "Unknown action." }, { status: 400 });
}

async function addRule(context: AppContext, form: FormData, by: string) {
  const parsed = addForm.safeParse(Object.fromEntries([...form].filter(([, value]) => typeof value === "string")));
  const values = parsed.success ? parsed.data : { from: "", to: "", status: "301" };
  if (!parsed.success) {
    return data<RedirectsResult>(
      { ok: false, form: "add", message: "The status must be 301 or 302.", values },
      { status: 422 },
    );
  }
  const check = await checkRules(context, [{ input: values }]);
  if (!check.ok) {
    const message = check.problems[0]!.error;
    return data<RedirectsResult>(
      { ok: false, form: "add", message, problems: check.problems, values },
      { status: 422 },
    );
  }
  await saveCustomRedirects(context.db, check.rules, by);
  const rule = check.rules[0]!;
  context.logger.info({ from: ruleSource(rule), to: rule.to, by }, "custom redirect added");
  return data<RedirectsResult>({ ok: true, form: "add", message: `Added: ${describe(rule)}.` });
}

async function uploadRules(context: AppContext, form: FormData, by: string) {
  const file = form.get("file");
  const refuse = (message: string, problems?: RuleProblem[]) =>
    data<RedirectsResult>({ ok: false, form: "upload", message, problems }, { status: 422 });
  if (!(file instanceof File) || file.size === 0) return refuse("Choose a CSV file of redirects to upload.");
  if (file.size > MAX_CSV_BYTES) return refuse(`"${file.name}" is larger than 1 MB: split it into smaller files.`);
  const csv = readRulesCsv(await file.text());
  if (!csv.ok) return refuse(`"${file.name}": ${csv.error}`);
  const check = await checkRules(context, csv.rows);
  if (!check.ok) {
    const count = check.problems.length;
    return refuse(
      `Nothing was added: ${count === 1 ? "one line needs" : `${count} lines need`} correcting in "${file.name}".`,
      check.problems,
    );
  }
  await saveCustomRedirects(context.db, check.rules, by);
  context.logger.info({ file: file.name, rules: check.rules.length, by }, "custom redirects uploaded");
  const count = check.rules.length;
  return data<RedirectsResult>({
    ok: true,
    form: "upload",
    message: `Added ${count} redirect${count === 1 ? "" : "s"} from "${file.name}" (a rule for an old address already listed replaces it).`,
  });
}

async function deleteRule(context: AppContext, form: FormData, by: string) {
  const id = form.get("id");
  const deleted = typeof id === "string" ? await deleteCustomRedirect(context.db, id) : undefined;
  if (!deleted)
    return data<RedirectsResult>({ ok: false, message: "This redirect was already deleted." }, { status: 404 });
  context.logger.info({ from: ruleSource(deleted), by }, "custom redirect deleted");
  return {
    ok: true,
    message: `Deleted: ${ruleSource(deleted)} now answers "Page not found".`,
  } satisfies RedirectsResult;
}

async function deleteAutomatic(context: AppContext, form: FormData, by: string) {
  const id = form.get("id");
  const from = String(form.get("from") ?? "the old address");
  if (typeof id !== "string" || !(await deleteRedirect(context.db, id))) {
    return data<RedirectsResult>({ ok: false, message: "This redirect was already deleted." }, { status: 404 });
  }
  context.logger.info({ from, by }, "redirect deleted");
  return data<RedirectsResult>({ ok: true, message: `Deleted: ${from} now answers "Page not found".` });
}

function describe(rule: RedirectRule): string {
  return `${ruleSource(rule)} → ${rule.to} (${rule.status === 301 ? "301, moved for good" : "302, moved for now"})`;
}
