/**
 * How long the server keeps a posting's Idempotency-Key and its answer (DESIGN.md: >= 24 h): within it,
 * the same key posts once and answers the same; after it, the key is forgotten and would post again.
 * The handheld's offline journal does not resend a posting by itself once it may have reached the
 * server longer ago than this (web/offline/journal.ts).
 */
export const IDEMPOTENCY_RETENTION_HOURS = 48;
