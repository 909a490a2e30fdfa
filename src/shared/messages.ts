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
  // inventory ledger ({name} placeholders are filled by formatMessage in src/shared/format-message.ts)
  ledgerItem: 'Item {item}: {message}',
  movementTypeUnknown: 'Movement type {type} does not exist.',
  movementTypeReversalOnly: 'Movement type {type} is posted only by reversing a material document.',
  materialUnknown: 'Material {material} does not exist.',
  materialNotInPlant: 'Material {material} is not maintained in plant {plant}.',
  plantUnknown: 'Plant {plant} does not exist.',
  slocUnknown: 'Storage location {sloc} does not exist in plant {plant}.',
  binRequired: 'Storage location {sloc} of plant {plant} is warehouse-managed: give a storage bin.',
  binNotAllowed: 'Storage location {sloc} of plant {plant} is not warehouse-managed: it takes no storage bin.',
  binUnknown: 'Storage bin {bin} does not exist in warehouse {warehouse}.',
  binBlocked: 'Storage bin {bin} in warehouse {warehouse} is blocked.',
  plantNotAuthorized: 'You are not authorized for plant {plant}.',
  sourceRequired: 'Movement type {type} needs a source position (from: plant, storage location, bin).',
  sourceNotAllowed: 'Movement type {type} takes no source position.',
  destinationRequired: 'Movement type {type} needs a destination {what}.',
  destinationNotAllowed: 'Movement type {type} takes no destination position.',
  destinationMustDiffer: 'Movement type {type} moves to another {what}: the destination must differ from the source.',
  destinationMustMatch: 'Movement type {type} keeps the {what} of the source.',
  categoryNotAllowed: 'Movement type {type} posts {side} {expected} stock, not {given}.',
  batchRequired: 'Material {material} is batch-managed: give a batch.',
  batchNotAllowed: 'Material {material} is not batch-managed: it takes no batch.',
  reasonUnknown: 'Movement reason {reason} does not exist for movement type {type}.',
  fieldRequired: 'Movement type {type} needs a {field}.',
  fieldNotAllowed: 'Movement type {type} takes no {field}.',
  costCenterUnknown: 'Cost centre {costCenter} does not exist.',
  costCenterOtherCompany:
    'Cost centre {costCenter} belongs to company code {company}, not to company code {plantCompany} of plant {plant}.',
  customerUnknown: 'Customer {customer} does not exist.',
  vendorUnknown: 'Vendor {vendor} does not exist.',
  referenceRequired: 'Movement type {type} is posted for a reference document ({types}).',
  referenceNotAllowed: 'Movement type {type} cannot be posted for a {reference}.',
  referenceItemRequired: 'Give the item of {reference} {number} this line is posted for.',
  referenceItemNotAllowed: 'A reference item needs a reference document.',
  referenceUnknown: '{reference} {number} does not exist.',
  referenceItemUnknown: 'Item {refItem} of {reference} {number} does not exist.',
  referenceMaterialMismatch: 'Item {refItem} of {reference} {number} is for material {expected}, not {material}.',
  referencePlantMismatch: 'Item {refItem} of {reference} {number} is for plant {expected}, not {plant}.',
  referenceClosed: 'Item {refItem} of {reference} {number} is closed.',
  referenceOverDelivery: 'Item {refItem} of {reference} {number}: {requested} is more than the open quantity {open}.',
  referenceUnderflow: 'Item {refItem} of {reference} {number}: {requested} is more than the {what} quantity {open}.',
  referencePartyMismatch: '{field} {given} is not the {field} {expected} of {reference} {number}.',
  serialsCount: 'Material {material} is serialized: give {quantity} serial numbers, not {given}.',
  serialsNotAllowed: 'Material {material} is not serialized: it takes no serial numbers.',
  serialWholeQuantity: 'Material {material} is serialized: the quantity must be a whole number.',
  serialDuplicate: 'Serial {serial} of material {material} appears twice in this document.',
  serialUnknown: 'Serial {serial} of material {material} does not exist.',
  serialNotAt: 'Serial {serial} of material {material} is not at {position}: it is {where}.',
  serialAlreadyPresent: 'Serial {serial} of material {material} is already {where}.',
  serialLocked: 'Serial {serial} of material {material} is locked.',
  serialMovedSince: 'Serial {serial} of material {material} has moved since material document {matDoc}.',
  insufficientStock: 'Not enough stock of material {material} at {position}: {available} available, {requested} requested.',
  materialDocumentNotFound: 'Material document {matDoc} was not found.',
  materialDocumentAlreadyReversed: 'Material document {matDoc} is already reversed by material document {reversedBy}.',
  materialDocumentIsReversal: 'Material document {matDoc} is itself a reversal and cannot be reversed.',
  postingDateInFuture: 'The posting date cannot be in the future.',
  postingBusy: 'The posting could not be completed because the warehouse is very busy. Please try again.',
  postingConflict: 'The posting collided with another one. Please try again.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyInFlight: 'The same request is still being processed. Please wait a moment and try again.',
  numberRangeExhausted: 'No material document numbers are left. Please contact us.',
  equipmentNotFound: 'Equipment {equipmentNumber} was not found.',
  pagingCursorInvalid: 'The paging cursor is not valid. Start again from the first page.',
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
