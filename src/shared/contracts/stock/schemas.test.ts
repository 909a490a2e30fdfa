import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { code, dateRangeFields, decimalSchema, quantitySchema, requiredText, serialsSchema } from './schemas';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('shared field schemas', () => {
  it('requiredText trims, and names the field in every message', () => {
    const name = requiredText('field.name', 5);
    expect(name.parse('  Anna ')).toBe('Anna');
    expect(messages(name, 7)).toEqual(['Name must be text.']);
    expect(messages(name, '   ')).toEqual(['Name is required.']);
    expect(messages(name, 'Annabel')).toEqual(['Name is at most 5 characters.']);
  });

  it('code is required text of the allowed characters', () => {
    const plant = code('field.plant', 4, /^[A-Za-z0-9]+$/);
    expect(plant.parse(' 1000 ')).toBe('1000');
    expect(messages(plant, '10 0')).toEqual(['Plant contains characters that are not allowed.']);
    expect(messages(plant, '')).toEqual(['Plant is required.', 'Plant contains characters that are not allowed.']);
  });

  it('decimalSchema normalises to 3 decimals and takes zero only when allowed (quantitySchema does not)', () => {
    expect(decimalSchema({ allowZero: true }).parse('0')).toBe('0.000');
    expect(quantitySchema.parse('5')).toBe('5.000');
    expect(messages(quantitySchema, '0')).toEqual(['Quantity must be greater than 0.']);
    expect(messages(decimalSchema(), '1.2345')).toEqual(['Quantity may have at most 3 decimals.']);
  });

  it('serialsSchema counts the serials, naming what they belong to when given', () => {
    expect(serialsSchema(2, 'line').parse([' S1', 'S2'])).toEqual(['S1', 'S2']);
    expect(messages(serialsSchema(2, 'line'), ['A', 'B', 'C'])).toEqual(['At most 2 serials per line.']);
    expect(messages(serialsSchema(2), ['A', 'B', 'C'])).toEqual(['At most 2 serials.']);
  });

  it('dateRangeFields are two optional dates', () => {
    expect(dateRangeFields.dateFrom.parse(undefined)).toBeUndefined();
    expect(dateRangeFields.dateTo.parse('2026-02-28')).toBe('2026-02-28');
    expect(messages(dateRangeFields.dateTo, '2026-02-30')).toEqual(['Dates are written YYYY-MM-DD.']);
  });
});
