import type { AskAnswer, AskCitation } from "./contract";

/** The media type of a streamed answer: one JSON event per line. */
export const ASK_STREAM_TYPE = "application/x-ndjson";

/** What a streamed answer sends, in order: its status, each sentence with its citations, then the whole answer. */
export type AskStreamEvent =
  | { type: "status"; status: AskAnswer["status"]; questionId?: string }
  | { type: "sentence"; text: string; citations: AskCitation[] }
  | { type: "done"; answer: AskAnswer };

interface Streamable {
  answer: AskAnswer;
  sentences: readonly { text: string; citations: readonly number[] }[];
}

/** The answer as a stream of events, a line each, so the reader sees it sentence by sentence. */
export function streamAnswer(result: Streamable, questionId?: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const events: AskStreamEvent[] = [
    { type: "status", status: result.answer.status, ...(questionId ? { questionId } : {}) },
    ...result.sentences.map((sentence): AskStreamEvent => ({
      type: "sentence",
      text: sentence.text,
      citations: result.answer.citations.filter((citation) => sentence.citations.includes(citation.n)),
    })),
    { type: "done", answer: result.answer },
  ];
  return new ReadableStream({
    pull(controller) {
      const event = events.shift();
      if (event) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      else controller.close();
    },
  });
}

/** Reads a streamed answer's events as they arrive (the page scripts' side). */
export async function* readAnswerStream(body: ReadableStream<Uint8Array>): AsyncGenerator<AskStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const lines = buffered.split("\n");
    buffered = done ? "" : lines.pop()!;
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as AskStreamEvent;
    if (done) return;
  }
}
