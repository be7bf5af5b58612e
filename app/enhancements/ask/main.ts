import { ASK_API, ASK_PAGE, QUESTION_PARAM } from "~/modules/ask/contract";
import { ASK_STREAM_TYPE, readAnswerStream } from "~/modules/ask/answer-stream";
import { ASK_FEEDBACK_API } from "~/modules/ask/feedback";
import { answerRenderer } from "./render";

// The `ask` page script, loaded by /ask only: a question asked again on the page is answered
// in place, streamed from GET /api/ask a sentence at a time, and the address follows it.
// Without it the form is a plain GET to /ask, which the server answers whole. A rating is
// posted in place too.
const form = document.querySelector<HTMLFormElement>("form[data-ask-form]");
const output = document.querySelector<HTMLElement>("[data-ask-output]");

async function ask(question: string): Promise<void> {
  if (!output) return;
  output.setAttribute("aria-busy", "true");
  output.replaceChildren(
    Object.assign(document.createElement("p"), {
      className: "mt-6 text-slate-700",
      textContent: "Reading the library…",
    }),
  );
  try {
    const response = await fetch(`${ASK_API}?${new URLSearchParams({ [QUESTION_PARAM]: question })}`, {
      headers: { Accept: ASK_STREAM_TYPE },
    });
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      throw new Error(body.error ?? "Ask is not available right now. Please search the catalog instead.");
    }
    const renderer = answerRenderer(output);
    for await (const event of readAnswerStream(response.body)) {
      if (event.type === "status") renderer.status(event.status);
      else if (event.type === "sentence") renderer.sentence(event.text, event.citations);
      else renderer.done(event.answer);
    }
  } catch (error) {
    const alert = Object.assign(document.createElement("p"), {
      className: "mt-6 rounded-lg bg-amber-50 p-4 text-amber-900",
      textContent: (error as Error).message,
    });
    alert.setAttribute("role", "alert");
    output.replaceChildren(alert);
  } finally {
    output.removeAttribute("aria-busy");
  }
}

form?.addEventListener("submit", (event) => {
  const question = new FormData(form).get(QUESTION_PARAM)?.toString().trim();
  if (!question) return;
  event.preventDefault();
  history.pushState(null, "", `${ASK_PAGE}?${new URLSearchParams({ [QUESTION_PARAM]: question })}`);
  void ask(question);
});

// A rating is posted in place; the reader stays with the answer.
document.addEventListener("submit", (event) => {
  const rating =
    event.target instanceof HTMLFormElement && event.target.matches("[data-ask-feedback]") ? event.target : null;
  if (!rating) return;
  event.preventDefault();
  const body = new FormData(rating);
  if (event.submitter instanceof HTMLButtonElement) body.set(event.submitter.name, event.submitter.value);
  const status = rating.querySelector("[data-ask-feedback-status]");
  void fetch(ASK_FEEDBACK_API, { method: "POST", body })
    .then((response) => response.json() as Promise<{ message?: string }>)
    .then((answer) => {
      if (status) status.textContent = answer.message ?? "";
    })
    .catch(() => {
      if (status) status.textContent = "Your rating could not be sent. Please try again.";
    });
});

// Back and forward between questions asked in place load the page the server renders.
window.addEventListener("popstate", () => location.reload());

document.documentElement.dataset.askEnhanced = "true";
