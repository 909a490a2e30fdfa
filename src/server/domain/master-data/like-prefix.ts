/**
 * A LIKE pattern matching values that start with `text`, case-insensitively: lower-cased, with
 * the LIKE wildcards escaped (backslash is PostgreSQL's default escape character), so the
 * planner can use the `lower(column) text_pattern_ops` indexes of migration 0005.
 */
export function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
