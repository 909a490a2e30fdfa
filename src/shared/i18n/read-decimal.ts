/**
 * A decimal a person typed, read in their locale: "1,5" in German, "1.5" in English, and always the
 * scanner's "." (a GS1 quantity, a label) when the text holds no mark of the locale. Group separators are
 * taken only together with the locale's decimal mark or in their place ("1.234,5"; "1,234.5"). The result
 * is the canonical text the API takes ("1234.5"), never a float; `null` when the text is no number.
 */
export function readDecimal(text: string, decimalMark: string): string | null {
  const value = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (value === '') return null;
  const group = decimalMark === ',' ? '.' : ',';
  let canonical: string;
  if (decimalMark === ',' && value.includes(',')) {
    // German: "1.234,5" or "1,5"; points before the comma group thousands
    const [whole = '', fraction, ...rest] = value.split(',');
    if (rest.length > 0) return null;
    if (whole.includes('.') && !/^\d{1,3}(\.\d{3})+$/.test(whole)) return null;
    canonical = `${whole.replaceAll(group, '')}.${fraction ?? ''}`;
  } else if (decimalMark === '.' && value.includes(',')) {
    // English: "1,234.5"; a comma anywhere else is no number here
    const [whole = '', fraction] = value.split('.');
    if (!/^\d{1,3}(,\d{3})+$/.test(whole) || value.split('.').length > 2) return null;
    canonical = fraction === undefined ? whole.replaceAll(',', '') : `${whole.replaceAll(',', '')}.${fraction}`;
  } else {
    // digits with at most one point: the locale's mark, or the scanner's in a German field
    canonical = value;
  }
  if (!/^\d*(\.\d*)?$/.test(canonical) || !/\d/.test(canonical)) return null;
  if (canonical.startsWith('.')) canonical = `0${canonical}`;
  if (canonical.endsWith('.')) canonical = canonical.slice(0, -1);
  return canonical;
}
