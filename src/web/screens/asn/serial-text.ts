const unquote = (value: string) =>
  value
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
const isHeader = (value: string) => /^serial/i.test(value);

/** Serials typed or pasted: separated by new lines, commas, semicolons, tabs or spaces; order kept, blanks dropped. */
export function parseSerialText(text: string): string[] {
  return text
    .split(/[\r\n,;\t ]+/)
    .map(unquote)
    .filter((s) => s && !isHeader(s));
}

/** Serials of a CSV file: the first column of each row; a header row ("serial", "Serial number") is skipped. */
export function parseSerialCsv(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => unquote(line.split(/[,;\t]/)[0] ?? ''))
    .filter((s) => s && !isHeader(s));
}
