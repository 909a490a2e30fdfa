import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF's pages, one string per text-showing operator (Tj / TJ), in drawing order: enough
 * to check what a label PDF prints. Reads every content stream (FlateDecode inflated) and decodes the
 * hex and literal strings of single-byte (WinAnsi) fonts, which is what pdfkit writes for the standard
 * fonts.
 */
export function pdfText(pdf: Buffer): string[] {
  const out: string[] = [];
  const latin = pdf.toString('latin1');
  const streamRe = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let m = streamRe.exec(latin); m; m = streamRe.exec(latin)) {
    const start = m.index + m[0].length;
    const end = latin.indexOf('endstream', start);
    if (end < 0) break;
    let body = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(m[1] ?? '')) {
      try {
        body = inflateSync(body);
      } catch {
        continue; // not a content stream we can read (an image, a font)
      }
    }
    out.push(...textOperators(body.toString('latin1')));
  }
  return out;
}

function textOperators(content: string): string[] {
  const found: string[] = [];
  const re = /\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
  for (let m = re.exec(content); m; m = re.exec(content)) {
    const parts = (m[1] ?? m[2] ?? '').match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
    found.push(parts.map(decodeString).join(''));
  }
  return found;
}

function decodeString(s: string): string {
  if (s.startsWith('<')) {
    const hex = s.slice(1, -1).replace(/\s/g, '');
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
  }
  return s.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return map[c] ?? String.fromCharCode(Number.parseInt(c, 8));
  });
}
