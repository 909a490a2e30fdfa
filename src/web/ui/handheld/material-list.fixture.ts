import type { S2sLine } from './material-list';

/** A material line for tests of the material-list flows: 2 EA of `material`, no bin, batch, serials or reason. */
export const testLine = (material: string, quantity = '2', extra: Partial<S2sLine> = {}): S2sLine => ({
  material,
  description: material,
  baseUnit: 'EA',
  bin: null,
  batch: '',
  quantity,
  serials: [],
  reason: null,
  reasonText: null,
  ...extra,
});
