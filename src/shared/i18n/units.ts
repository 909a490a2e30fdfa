import type { MessageId } from './catalogue';
import { t } from './index';

/** Units of measure the catalogues name (db/configuration.ts UNITS_OF_MEASURE); others show their code. */
const UNITS = ['EA', 'PC', 'SET', 'BOX', 'PAL', 'M', 'KG', 'L'] as const;
type Unit = (typeof UNITS)[number];
const isUnit = (code: string): code is Unit => (UNITS as readonly string[]).includes(code);

/** A unit as the reader writes it after a quantity: "ST" for EA in German, "EA" in English. */
export const unitSymbol = (code: string | null | undefined): string =>
  code ? (isUnit(code) ? t(`unit.${code}.symbol` as MessageId) : code) : '';

/** A unit's name: "Stück", "Meter"; the code when the catalogue has none. */
export const unitName = (code: string | null | undefined): string =>
  code ? (isUnit(code) ? t(`unit.${code}.name` as MessageId) : code) : '';

/** Stock categories by their code: "Unrestricted-use stock" / "Frei verwendbarer Bestand". */
export const categoryName = (category: string): string =>
  category === 'UNRESTRICTED' || category === 'QUALITY' || category === 'BLOCKED' ? t(`category.${category}` as MessageId) : category;
