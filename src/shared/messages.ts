/**
 * The message catalogue: every user-facing text, English first, one place to translate.
 * The spec's literal strings live here word for word (including its spelling).
 */
export const messages = {
  unknownError: 'Unkown error occurred, Please contact us.',
  serialAlreadyEntered: 'Serial already entered',
  serialQuantityTooHigh: 'Serial quantity is more than quantity',
  dateInputNotValid: 'Date input not valid.',
  selectPlaceholder: 'Select...',
  selectNoOptions: 'No options',
  loading: 'Loading...',
  loginFailed: 'The user name or password is not correct.',
  loginThrottled: 'Too many failed sign-ins. Please wait a moment and try again.',
  loginCsrf: 'Your sign-in form expired. Please try again.',
  qrTokenInvalid: 'This sign-in code is no longer valid. Please ask for a new one.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  notSignedIn: 'Please sign in.',
  forbidden: 'You are not authorized for this function.',
  notFound: 'The page or record was not found.',
  csrfFailed: 'This request could not be verified. Please reload the page and try again.',
  invalidInput: 'The input is not valid.',
  tooLarge: 'The request is too large.',
  databaseUnavailable: 'The database is not reachable.',
  // master data and lookups ({name} placeholders are filled by formatMessage)
  plantNotFound: 'Plant {plantId} was not found.',
  warehouseNotFound: 'Warehouse {warehouseId} was not found in plant {plantId}.',
  storageLocationNotFound: 'Storage location {slocId} was not found in plant {plantId}.',
  storageBinNotFound: 'Storage bin {binId} was not found in warehouse {warehouseId}.',
  storageBinTypeMismatch: 'Storage bin {binId} has bin type {actual}, not {expected}.',
  materialNotFound: 'Material {materialId} was not found.',
  materialNotInPlant: 'Material {materialId} is not maintained in plant {plantId}.',
  materialGroupNotFound: 'Material group {materialGroup} was not found.',
  materialTypeNotFound: 'Material type {materialType} was not found.',
  customerNotFound: 'Customer {customerNumber} was not found.',
  vendorNotFound: 'Vendor {vendorId} was not found.',
  companyCodeNotFound: 'Company code {companyCode} was not found.',
  costCenterNotFound: 'Cost centre {costCenter} was not found.',
  shippingProfileNotFound: 'Shipping profile {profileId} was not found.',
  carrierNotFound: 'Carrier {carrierCode} was not found.',
  shippingPointNotFound: 'Shipping point {shippingPoint} was not found.',
  movementTypeNotFound: 'Movement type {movementType} was not found.',
  scanNoMatch: 'No storage bin or material matches the scanned code {code}.',
  scanInvalidGs1: 'The scanned GS1 code is not valid: {problem}.',
} as const;

export type MessageKey = keyof typeof messages;

/** Error body sent by every route: `{ code, message, reason? }`. */
export interface ApiErrorBody {
  code: string;
  message: string;
  reason?: string;
}

/**
 * The spec's generic helper: the response's reason, then the error message,
 * else 'Unkown error occurred, Please contact us.'.
 */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { reason?: unknown; message?: unknown };
    if (typeof e.reason === 'string' && e.reason) return e.reason;
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return messages.unknownError;
}

/** Fills the `{name}` placeholders of a catalogue message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
