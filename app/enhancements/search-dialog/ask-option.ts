import { ASK_PAGE, QUESTION_PARAM } from "~/modules/ask/contract";

const QUESTION_START = /^(how|what|why|when|where|which|who|should|can|could|do|does|is|are|will|would)\b/i;

/** Whether what was typed reads as a question (then "Ask the library" leads the results rather than closing them). */
export const readsAsQuestion = (text: string) =>
  text.trim().endsWith("?") || QUESTION_START.test(text.trim()) || text.trim().split(/\s+/).length >= 5;

/** Where "Ask the library" leads: the /ask page, which answers on the server (and streams with its script). */
export const askHref = (text: string) => `${ASK_PAGE}?${new URLSearchParams({ [QUESTION_PARAM]: text.trim() })}`;
