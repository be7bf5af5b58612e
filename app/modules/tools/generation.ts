/** What a tool page's generate action answers (see generationAction): the result, or why there is none. */
export type GenerationActionData<Result> = { ok: true; value: Result } | { ok: false; error: string } | undefined;
