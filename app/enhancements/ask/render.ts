import type { AskAnswer, AskCitation } from "~/modules/ask/contract";

/**
 * The answer built with DOM calls and textContent only (no markup from the server or the
 * reader ever becomes HTML), the same shape as the server's AskAnswerView: the answer's
 * sentences with their citation links, then the sources, then further reading.
 */
export interface AnswerRenderer {
  status(status: AskAnswer["status"]): void;
  sentence(text: string, citations: readonly AskCitation[]): void;
  done(answer: AskAnswer): void;
}

const LINK = "font-semibold text-brand-700 underline hover:text-brand-900";

export function answerRenderer(output: HTMLElement): AnswerRenderer {
  const doc = output.ownerDocument;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
    const node = doc.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const section = element("section", "mt-8");
  section.dataset.askAnswer = "";
  const heading = element("h2", "text-xl font-bold text-slate-950");
  const paragraph = element("p", "mt-4 text-lg leading-relaxed text-slate-900");
  section.append(heading, paragraph);
  output.replaceChildren(section);
  const list = (title: string, items: HTMLElement[]) => {
    if (items.length === 0) return;
    const ul = element("ul", "mt-3 grid gap-2");
    ul.append(...items);
    section.append(element("h3", "mt-8 text-base font-bold text-slate-950", title), ul);
  };
  const link = (href: string, text: string, className = LINK) => {
    const anchor = element("a", className, text);
    anchor.href = href;
    return anchor;
  };
  return {
    status(status) {
      heading.textContent = status === "not_found" ? "Not in the library yet" : "The library's answer";
    },
    sentence(text, citations) {
      paragraph.append(`${paragraph.childNodes.length > 0 ? " " : ""}${text}`);
      for (const citation of citations) {
        const anchor = link(
          citation.url,
          `[${citation.n}]`,
          "ml-0.5 align-super text-xs font-semibold text-brand-700 underline",
        );
        anchor.setAttribute("aria-label", `Source ${citation.n}: ${citation.section}`);
        paragraph.append(anchor);
      }
    },
    done(answer) {
      if (answer.status === "not_found") paragraph.textContent = answer.answer;
      list(
        "Sources",
        answer.citations.map((citation) => {
          const item = element("li", "rounded-lg border border-slate-200 bg-white p-4");
          const title = `[${citation.n}] ${citation.playbook} › ${citation.part} › ${citation.section}`;
          item.append(
            element("p", "text-sm font-semibold text-slate-950", title),
            element("blockquote", "mt-2 border-l-4 border-brand-200 pl-3 text-sm text-slate-700", citation.quote),
            link(citation.url, "Read more", `mt-2 inline-block text-sm ${LINK}`),
          );
          return item;
        }),
      );
      list(
        answer.status === "not_found" ? "Closest reading" : "Read more",
        answer.related.map((related) => {
          const item = element("li", "");
          item.append(link(related.url, related.title));
          return item;
        }),
      );
    },
  };
}
