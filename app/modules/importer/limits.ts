/** The spec's business constants for importing (section 9), in one place. */
/** At most this many parts; a document with fewer real sections keeps fewer (decision 25). */
export const PARTS_PER_PLAYBOOK = 5;
/** Fewer sections than this makes a heading split unusable. */
export const MIN_SECTIONS = 3;
/** A section with less text than this counts as short; half or more short sections means the split failed. */
export const SHORT_SECTION_CHARS = 50;
/** Content blocks for the fallback split are grown to at least, and cut to at most, these sizes. */
export const BLOCK_MIN_CHARS = 100;
export const BLOCK_MAX_CHARS = 5000;
/** Fallback chunks must have more text than this; a smaller one joins its neighbour. */
export const FALLBACK_CHUNK_MIN_CHARS = 50;
export const FALLBACK_BREAK_POINTS = [0.2, 0.4, 0.6, 0.8] as const;
export const KEYWORD_LIMIT = 10;
export const FOCUS_KEYWORD_LIMIT = 5;
export const UNTITLED_PLAYBOOK = "Untitled Playbook";
/**
 * Fewer words than this below the title, and a page is refused rather than imported. 100 words
 * is half a minute of reading: less is a stub, a notice or a failed export, never a guide. The shortest real exports in tests/fixtures/import hold
 * well over 100 words.
 */
export const MIN_BODY_WORDS = 100;
/** A part summary this short (or just "Part N") is not a usable title. */
export const PART_SUMMARY_MIN_CHARS = 10;
/**
 * A Word document's text (word/document.xml) may unpack to at most this, read from the
 * archive's directory before anything is parsed. A 300-page book is about 5 MB of XML.
 */
export const DOCUMENT_XML_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Each file's conversion (reading its format, parsing, assembling) runs in a worker thread
 * within these limits; past either, the worker is stopped and the file gets a message.
 */
export const CONVERSION_TIME_LIMIT_MS = 30_000;
export const CONVERSION_MEMORY_LIMIT_MB = 512;
