/**
 * The layout of one label: a page size and positioned elements, in millimetres from the top left
 * corner. Every label kind builds one layout from its data (templates/), and the ZPL and PDF
 * renderers draw the same layout, so a printed Zebra label and its PDF preview show the same thing.
 */
export type BarcodeSymbology = 'gs1-128' | 'code128' | 'datamatrix' | 'qrcode';

export interface TextElement {
  type: 'text';
  x: number;
  y: number;
  /** character height in millimetres */
  size: number;
  text: string;
  bold?: boolean;
  /** the text is cut to this width (one line); default: to the right edge */
  width?: number;
}

export interface BarcodeElement {
  type: 'barcode';
  x: number;
  y: number;
  symbology: BarcodeSymbology;
  /** the encoded data; GS1-128 as AI element string with the AIs in parentheses, e.g. `(00)340123450000000017` */
  data: string;
  /** bar height in millimetres (1D; a 2D symbol's size follows from its modules) */
  height: number;
  /** module (narrowest bar, or a 2D cell) width in millimetres */
  module: number;
  /** the human-readable line under a 1D barcode */
  humanReadable?: boolean;
}

export interface LineElement {
  type: 'line';
  x: number;
  y: number;
  /** horizontal line when `width` is given, vertical when `height` is given */
  width?: number;
  height?: number;
  thickness: number;
}

export type LabelElement = TextElement | BarcodeElement | LineElement;

export interface LabelLayout {
  widthMm: number;
  heightMm: number;
  elements: LabelElement[];
}

/** Label stock the templates are laid out for. */
export const LABEL_SIZES = {
  /** 4 x 6 inch: shipping and SSCC labels */
  large: { widthMm: 101.6, heightMm: 152.4 },
  /** 4 x 2 inch: bin and transfer-posting labels */
  small: { widthMm: 101.6, heightMm: 50.8 },
} as const;
