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
  // shared web controls (src/web/ui) and the web API client
  networkError: 'The server could not be reached. Check the connection and try again.',
  httpError: 'The server answered with an error ({status}).',
  dateNotAllowed: 'This date cannot be chosen.',
  paginationPrev: 'PREV',
  paginationNext: 'NEXT',
  paginationOf: 'of',
  paginationPage: 'Page',
  close: 'Close',
  scanBusy: 'Working...',
  serialLabel: 'Serial',
  materialDocLabel: 'Material Doc',
  bulkModeLabel: 'Bulk Mode',
  selectAllLabel: 'Select all',
  serialAdd: '+',
  serialAddButton: 'Add serial',
  materialDocAddButton: 'Add material document serials',
  serialRowAdd: 'Add serial {serial}',
  serialRowRemove: 'Remove serial {serial}',
  serialDiscard: 'Discard',
  serialBack: 'Back',
  serialDone: 'Done',
  serialListLabel: 'Serial numbers',
  serialCount: '{added} of {quantity} added',
  serialCountNoLimit: '{added} added',
  serialNotInBarcode: 'The scanned barcode holds no serial number (AI 21).',
  serialGtinMismatch: 'The scanned GTIN {gtin} does not belong to this material.',
  gs1Empty: 'The scan is empty.',
  gs1UnknownAi: 'The barcode holds an application identifier this portal does not read (at position {position}).',
  gs1Length: 'The barcode value for AI ({ai}) must be {length} characters long.',
  gs1TooLong: 'The barcode value for AI ({ai}) is longer than {max} characters; a separator may be missing.',
  gs1EmptyValue: 'The barcode holds no value for AI ({ai}).',
  gs1Digits: 'The barcode value for AI ({ai}) may hold digits only.',
  gs1Charset: 'The barcode value for AI ({ai}) holds characters GS1 does not allow.',
  gs1CheckDigit: 'The check digit of AI ({ai}) {value} is wrong.',
  gs1Repeated: 'The barcode holds AI ({ai}) twice with different values.',
  // the shell (issue 3)
  portalTitle: 'Supplier Portal',
  greeting: 'Hello,',
  termsOfService: 'Terms of Service',
  allRightsReserved: 'All rights reserved.',
  downloadPrintApp: 'Download Print App',
  warehouseMenuEmpty: 'No warehouse functions are assigned to you yet. Please ask your administrator.',
  saved: 'Saved.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  qrExpired: 'This code has expired.',
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
  scanInvalidGs1: 'The scanned GS1 code is not valid. {problem}',
  // inventory ledger ({name} placeholders are filled by formatMessage in src/shared/format-message.ts)
  ledgerItem: 'Item {item}: {message}',
  movementTypeUnknown: 'Movement type {type} does not exist.',
  movementTypeReversalOnly: 'Movement type {type} is posted only by reversing a material document.',
  materialUnknown: 'Material {material} does not exist.',
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
  // users, profile, roles (issue 3; {name} placeholders filled by formatMessage)
  userNotFound: 'The user was not found.',
  userNotFoundNamed: 'There is no user {username}.',
  usernameTaken: 'The user name {username} is already taken.',
  unknownRole: 'Unknown role: {ids}.',
  unknownPlant: 'Unknown plant: {ids}.',
  unknownVendor: 'Unknown vendor: {ids}.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordUnchanged: 'The new password must differ from the current one.',
  lastAdmin: 'The last active administrator cannot be demoted or deactivated.',
  roleInUse: 'The role is still assigned to users; remove it from them first.',
  roleNotFound: 'The role was not found.',
  defaultPageInvalid: 'This page cannot be your default page.',
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

/** Fills `{name}` placeholders of a catalogue text: `formatMessage(messages.httpError, { status: 502 })`. */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
