import { formatMessage, messages } from './messages';

/**
 * Every error the portal answers with, in one table: the code (stable, SCREAMING_SNAKE, what clients
 * and tests match on) -> the HTTP status and the message template (`{name}` placeholders, filled by
 * `errorText`). The server's DomainError takes its status and text from here; the web renders its own
 * client-side errors (NETWORK, HTTP_<status>) from here too. Texts that are also plain UI text stay in
 * the message catalogue (messages.ts) and are referenced.
 */
export const errors = {
  // generic and HTTP layer
  INVALID_INPUT: { status: 400, message: '{problem}' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request body has a content type this route does not accept.' },
  BAD_REQUEST: { status: 400, message: 'The input is not valid.' },
  NOT_FOUND: { status: 404, message: 'The page or record was not found.' },
  TOO_LARGE: { status: 413, message: 'The request is too large.' },
  INTERNAL: { status: 500, message: messages.unknownError },
  NETWORK: { status: 503, message: messages.networkError },
  HTTP_ERROR: { status: 502, message: messages.httpError },
  BAD_RESPONSE: { status: 502, message: 'The server answered with something this screen does not understand. Please reload the page.' },
  CSRF: { status: 403, message: 'This request could not be verified. Please reload the page and try again.' },
  NOT_SIGNED_IN: { status: 401, message: 'Please sign in.' },
  FORBIDDEN: { status: 403, message: 'You are not authorized for this function.' },
  API_TOKEN_INVALID: { status: 401, message: 'The API token is unknown or revoked.' },
  API_RATE_LIMITED: { status: 429, message: 'Too many requests with this API token. Please retry after {seconds} seconds.' },
  API_TOKEN_NOT_FOUND: { status: 404, message: 'API token {tokenId} was not found.' },
  API_TOKEN_REVOKED: { status: 409, message: 'API token {tokenId} is revoked.' },
  WEBHOOK_URL_REFUSED: { status: 400, message: 'url: webhooks to {host} are refused ({reason}).' },
  WEBHOOK_NEEDS_EVENTS: { status: 422, message: 'API token {tokenId} needs the scope EVENTS for a webhook.' },
  DEAD_LETTER_NOT_FOUND: { status: 404, message: 'Dead letter {deadLetterId} of API token {tokenId} was not found.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'The database is not reachable.' },
  // sign-in
  LOGIN_FAILED: { status: 401, message: 'The user name or password is not correct.' },
  LOGIN_THROTTLED: { status: 429, message: 'Too many failed sign-ins. Please wait a moment and try again.' },
  QR_TOKEN_INVALID: { status: 400, message: 'This sign-in code is no longer valid. Please ask for a new one.' },
  // master data lookups
  PLANT_NOT_FOUND: { status: 404, message: 'Plant {plantId} was not found.' },
  WAREHOUSE_NOT_FOUND: { status: 404, message: 'Warehouse {warehouseId} was not found in plant {plantId}.' },
  STORAGE_LOCATION_NOT_FOUND: { status: 404, message: 'Storage location {slocId} was not found in plant {plantId}.' },
  STORAGE_BIN_NOT_FOUND: { status: 404, message: 'Storage bin {binId} was not found in warehouse {warehouseId}.' },
  BIN_TYPE_MISMATCH: { status: 422, message: 'Storage bin {binId} has bin type {actual}, not {expected}.' },
  MATERIAL_NOT_FOUND: { status: 404, message: 'Material {materialId} was not found.' },
  MATERIAL_NOT_IN_PLANT: { status: 404, message: 'Material {materialId} is not maintained in plant {plantId}.' },
  MATERIAL_GROUP_NOT_FOUND: { status: 404, message: 'Material group {materialGroup} was not found.' },
  MATERIAL_TYPE_NOT_FOUND: { status: 404, message: 'Material type {materialType} was not found.' },
  CUSTOMER_NOT_FOUND: { status: 404, message: 'Customer {customerNumber} was not found.' },
  VENDOR_NOT_FOUND: { status: 404, message: 'Vendor {vendorId} was not found.' },
  COMPANY_CODE_NOT_FOUND: { status: 404, message: 'Company code {companyCode} was not found.' },
  COST_CENTER_NOT_FOUND: { status: 404, message: 'Cost centre {costCenter} was not found.' },
  SHIPPING_PROFILE_NOT_FOUND: { status: 404, message: 'Shipping profile {profileId} was not found.' },
  CARRIER_NOT_FOUND: { status: 404, message: 'Carrier {carrierCode} was not found.' },
  SHIPPING_POINT_NOT_FOUND: { status: 404, message: 'Shipping point {shippingPoint} was not found.' },
  MOVEMENT_TYPE_NOT_FOUND: { status: 404, message: 'Movement type {movementType} was not found.' },
  SCAN_EMPTY: { status: 400, message: 'The scanned code is empty.' },
  INVALID_GS1: { status: 400, message: 'The scanned GS1 code is not valid. {problem}' },
  SCAN_NO_MATCH: { status: 404, message: 'No storage bin, material or serial number matches the scanned code {code}.' },
  PURCHASE_ORDER_NOT_FOUND: { status: 404, message: 'Purchase order {number} does not exist.' },
  STOCK_TRANSPORT_ORDER_NOT_FOUND: { status: 404, message: 'Stock transport order {number} does not exist.' },
  // the ledger: posting
  POSTING_DATE: { status: 422, message: 'The posting date cannot be in the future.' },
  PLANT_SCOPE: { status: 403, message: 'You are not authorized for plant {plant}.' },
  MOVEMENT_TYPE_FORBIDDEN: { status: 403, message: 'You are not authorized to post movement type {type}.' },
  NUMBER_RANGE: { status: 503, message: 'No material document numbers are left. Please contact us.' },
  MOVEMENT_TYPE_UNKNOWN: { status: 422, message: 'Movement type {type} does not exist.' },
  MOVEMENT_TYPE_REVERSAL_ONLY: { status: 422, message: 'Movement type {type} is posted only by reversing a material document.' },
  MATERIAL_UNKNOWN: { status: 422, message: 'Material {material} does not exist.' },
  MATERIAL_NOT_MAINTAINED: { status: 422, message: 'Material {materialId} is not maintained in plant {plantId}.' },
  PLANT: { status: 422, message: 'Plant {plant} does not exist.' },
  SLOC: { status: 422, message: messages.slocUnknown },
  BIN_REQUIRED: { status: 422, message: 'Storage location {sloc} of plant {plant} is warehouse-managed: give a storage bin.' },
  BIN_NOT_ALLOWED: {
    status: 422,
    message: 'Storage location {sloc} of plant {plant} is not warehouse-managed: it takes no storage bin.',
  },
  BIN_UNKNOWN: { status: 422, message: 'Storage bin {bin} does not exist in warehouse {warehouse}.' },
  BIN_BLOCKED: { status: 422, message: 'Storage bin {bin} in warehouse {warehouse} is blocked.' },
  SOURCE_REQUIRED: { status: 422, message: 'Movement type {type} needs a source position (from: plant, storage location, bin).' },
  SOURCE_NOT_ALLOWED: { status: 422, message: 'Movement type {type} takes no source position.' },
  DESTINATION_REQUIRED: { status: 422, message: 'Movement type {type} needs a destination {what}.' },
  DESTINATION_NOT_ALLOWED: { status: 422, message: 'Movement type {type} takes no destination position.' },
  DESTINATION_MUST_DIFFER: {
    status: 422,
    message: 'Movement type {type} moves to another {what}: the destination must differ from the source.',
  },
  DESTINATION_MUST_MATCH: { status: 422, message: 'Movement type {type} keeps the {what} of the source.' },
  CATEGORY: { status: 422, message: 'Movement type {type} posts {side} {expected} stock, not {given}.' },
  BATCH_REQUIRED: { status: 422, message: 'Material {material} is batch-managed: give a batch.' },
  BATCH_NOT_ALLOWED: { status: 422, message: 'Material {material} is not batch-managed: it takes no batch.' },
  REASON: { status: 422, message: 'Movement reason {reason} does not exist for movement type {type}.' },
  FIELD_REQUIRED: { status: 422, message: 'Movement type {type} needs a {field}.' },
  FIELD_NOT_ALLOWED: { status: 422, message: 'Movement type {type} takes no {field}.' },
  COST_CENTER_UNKNOWN: { status: 422, message: 'Cost centre {costCenter} does not exist.' },
  COST_CENTER_OTHER_COMPANY: {
    status: 422,
    message: 'Cost centre {costCenter} belongs to company code {company}, not to company code {plantCompany} of plant {plant}.',
  },
  CUSTOMER: { status: 422, message: 'Customer {customer} does not exist.' },
  VENDOR: { status: 422, message: 'Vendor {vendor} does not exist.' },
  REFERENCE_REQUIRED: { status: 422, message: 'Movement type {type} is posted for a reference document ({types}).' },
  REFERENCE_NOT_ALLOWED: { status: 422, message: 'Movement type {type} cannot be posted for a {reference}.' },
  REFERENCE_ITEM_REQUIRED: { status: 422, message: 'Give the item of {reference} {number} this line is posted for.' },
  REFERENCE_ITEM_NOT_ALLOWED: { status: 422, message: 'A reference item needs a reference document.' },
  REFERENCE_UNKNOWN: { status: 422, message: '{reference} {number} does not exist.' },
  REFERENCE_ITEM_UNKNOWN: { status: 422, message: 'Item {refItem} of {reference} {number} does not exist.' },
  REFERENCE_MATERIAL_MISMATCH: {
    status: 422,
    message: 'Item {refItem} of {reference} {number} is for material {expected}, not {material}.',
  },
  REFERENCE_PLANT_MISMATCH: {
    status: 422,
    message: 'Item {refItem} of {reference} {number} is for plant {expected}, not {plant}.',
  },
  REFERENCE_CLOSED: { status: 422, message: 'Item {refItem} of {reference} {number} is closed.' },
  REFERENCE_OVER_DELIVERY: {
    status: 422,
    message: 'Item {refItem} of {reference} {number}: {requested} is more than the open quantity {open}.',
  },
  REFERENCE_UNDERFLOW: {
    status: 422,
    message: 'Item {refItem} of {reference} {number}: {requested} is more than the {what} quantity {open}.',
  },
  REFERENCE_PARTY_MISMATCH: { status: 422, message: '{field} {given} is not the {field} {expected} of {reference} {number}.' },
  SERIALS_COUNT: { status: 422, message: 'Material {material} is serialized: give {quantity} serial numbers, not {given}.' },
  SERIALS_NOT_ALLOWED: { status: 422, message: 'Material {material} is not serialized: it takes no serial numbers.' },
  SERIAL_WHOLE_QUANTITY: { status: 422, message: messages.serialWholeQuantity },
  SERIAL_DUPLICATE: { status: 422, message: 'Serial {serial} of material {material} appears twice in this document.' },
  SERIAL_UNKNOWN: { status: 409, message: 'Serial {serial} of material {material} does not exist.' },
  SERIAL_NOT_AT: { status: 409, message: 'Serial {serial} of material {material} is not at {position}: it is {where}.' },
  SERIAL_ALREADY_PRESENT: { status: 409, message: 'Serial {serial} of material {material} is already {where}.' },
  SERIAL_LOCKED: { status: 409, message: 'Serial {serial} of material {material} is locked.' },
  SERIAL_MOVED_SINCE: {
    status: 409,
    message: 'Serial {serial} of material {material} has moved since material document {matDoc}.',
  },
  INSUFFICIENT_STOCK: {
    status: 409,
    message: 'Not enough stock of material {material} at {position}: {available} available, {requested} requested.',
  },
  // the ledger: reversal, retries, idempotency
  MATERIAL_DOCUMENT_NOT_FOUND: { status: 404, message: 'Material document {matDoc} was not found.' },
  ALREADY_REVERSED: { status: 409, message: 'Material document {matDoc} is already reversed by material document {reversedBy}.' },
  IS_REVERSAL: { status: 422, message: 'Material document {matDoc} is itself a reversal and cannot be reversed.' },
  NOT_REVERSIBLE: { status: 422, message: 'Movement type {type} does not exist.' },
  POSTING_BUSY: {
    status: 503,
    message: 'The posting could not be completed because the warehouse is very busy. Please try again.',
  },
  POSTING_CONFLICT: { status: 409, message: 'The posting collided with another one. Please try again.' },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: 'The Idempotency-Key header is required for postings: send one key per attempt, and the same key when you retry it.',
  },
  IDEMPOTENCY_KEY: { status: 400, message: 'The Idempotency-Key header must be 1 to 200 visible characters.' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'This Idempotency-Key was already used for a different request.' },
  IDEMPOTENCY_IN_FLIGHT: {
    status: 409,
    message: 'The same request is still being processed. Please wait a moment and try again.',
  },
  EQUIPMENT_NOT_FOUND: { status: 404, message: 'Equipment {equipmentNumber} was not found.' },
  CURSOR: { status: 400, message: 'The paging cursor is not valid. Start again from the first page.' },
  // users, profile, roles
  USER_NOT_FOUND: { status: 404, message: 'The user was not found.' },
  USERNAME_NOT_FOUND: { status: 404, message: 'There is no user {username}.' },
  USERNAME_TAKEN: { status: 409, message: 'The user name {username} is already taken.' },
  UNKNOWN_ROLE: { status: 400, message: 'Unknown role: {ids}.' },
  UNKNOWN_PLANT: { status: 400, message: 'Unknown plant: {ids}.' },
  UNKNOWN_VENDOR: { status: 400, message: 'Unknown vendor: {ids}.' },
  CURRENT_PASSWORD_WRONG: { status: 422, message: 'The current password is not correct.' },
  PASSWORD_UNCHANGED: { status: 422, message: 'The new password must differ from the current one.' },
  LAST_ADMIN: { status: 422, message: 'The last active administrator cannot be demoted or deactivated.' },
  ROLE_IN_USE: { status: 422, message: 'The role is still assigned to users; remove it from them first.' },
  ROLE_NOT_FOUND: { status: 404, message: 'The role was not found.' },
  DEFAULT_PAGE_INVALID: { status: 400, message: 'This page cannot be your default page.' },
  // warehouse management: transfer orders, bin suggestion, bin moves
  TRANSFER_ORDER_NOT_FOUND: { status: 404, message: 'Transfer order {orderId} was not found.' },
  TRANSFER_ORDER_LINE_NOT_FOUND: { status: 404, message: 'Line {line} of transfer order {orderId} was not found.' },
  NOT_OPEN: { status: 409, message: messages.transferOrderNotOpen },
  LINE_NOT_OPEN: { status: 409, message: 'Line {line} of transfer order {orderId} is {status}.' },
  NOT_WAREHOUSE_MANAGED: {
    status: 422,
    message: 'Storage location {sloc} of plant {plant} is not warehouse-managed: it has no storage bins.',
  },
  SAME_BIN: { status: 422, message: messages.transferOrderSameBin },
  NOT_ENOUGH_STOCK: {
    status: 409,
    message: 'Line {line}: bin {bin} holds {available} of material {material} not yet planned on a transfer order; {requested} requested.',
  },
  SERIAL_NOT_IN_BIN: { status: 409, message: 'Line {line}: serial {serial} of material {material} is not in bin {bin}.' },
  SERIAL_IN_QUALITY: { status: 409, message: messages.serialInQuality },
  SERIAL_BLOCKED: { status: 409, message: messages.serialInBlocked },
  SERIAL_OTHER_CATEGORY: { status: 409, message: messages.serialInOtherCategory },
  SERIAL_PLANNED: { status: 409, message: 'Line {line}: serial {serial} is already on open transfer order {orderId}.' },
  SOURCE_MISMATCH: { status: 422, message: messages.transferOrderSourceMismatch },
  MATERIAL_MISMATCH: { status: 422, message: messages.transferOrderMaterialMismatch },
  QUANTITY: { status: 422, message: messages.transferOrderQuantityTooHigh },
  SERIAL_NOT_ON_LINE: { status: 422, message: messages.transferOrderSerialNotOnLine },
  NO_BIN: { status: 409, message: 'No storage bin in warehouse {warehouse} has room for {quantity} of material {material}.' },
  SLOC_REQUIRED: { status: 422, message: 'Several storage locations use warehouse {warehouse}: choose the storage location.' },
  // physical inventory (MI01 documents, LI11 counting, MI07 differences)
  PI_DOCUMENT_NOT_FOUND: { status: 404, message: 'Physical inventory document {number} was not found.' },
  PI_SELECTION_REQUIRED: {
    status: 422,
    message: 'Choose the bins to count: a bin range, a storage type, a material or "not counted since".',
  },
  PI_SELECTION_EMPTY: { status: 422, message: 'No storage bin of warehouse {warehouse} matches the selection.' },
  PI_TOO_MANY_BINS: { status: 422, message: 'The selection has {count} bins; a physical inventory document takes at most {max}.' },
  PI_BIN_ON_OPEN_DOCUMENT: { status: 409, message: 'Storage bin {bin} is already on open physical inventory document {number}.' },
  PI_BIN_NOT_ON_DOCUMENT: { status: 422, message: messages.piBinNotOnDocument },
  PI_BIN_BLOCKED: { status: 409, message: messages.piBinBlocked },
  PI_SERIAL_COUNTED_ELSEWHERE: {
    status: 409,
    message: 'Serial {serial} of material {material} is already counted in bin {bin} of physical inventory document {number}.',
  },
  PI_DOCUMENT_POSTED: { status: 409, message: 'Physical inventory document {number} is already posted.' },
  PI_NOT_COUNTED: {
    status: 409,
    message: 'Physical inventory document {number} is not fully counted: {items} items and {bins} bins still need a count.',
  },
  PI_ITEM_NOT_FOUND: { status: 404, message: 'Item {item} of physical inventory document {number} was not found.' },
  PI_ITEM_POSTED: { status: 409, message: 'Item {item} of physical inventory document {number} is already posted.' },
  PI_ITEM_NOT_COUNTED: { status: 409, message: 'Item {item} of physical inventory document {number} is not counted yet.' },
  PI_POSITION_MISMATCH: {
    status: 422,
    message:
      'Item {item} of physical inventory document {number} was counted in bin {bin} (unrestricted stock): post its difference there.',
  },
  PI_DIFFERENCE_MISMATCH: {
    status: 422,
    message: 'Item {item} of physical inventory document {number}: the difference to post is {difference}.',
  },
  // inbound: goods receipt, serial checks
  NO_GR_AREA: { status: 422, message: 'Warehouse {warehouse} has no goods-receipt area bin to receive into.' },
  SERIAL_FORMAT: { status: 422, message: 'Serial {serial} has an unknown format: use 1 to 30 letters, digits and . _ / -.' },
  SERIAL_IN_STOCK: { status: 409, message: 'Serial {serial} of material {material} is already in stock ({where}).' },
  SERIAL_NOT_IN_TRANSIT: { status: 409, message: 'Serial {serial} of material {material} is not in transit to plant {plant}.' },
  SERIAL_NOT_IN_TRANSIT_FOR_STO: {
    status: 409,
    message: 'Serial {serial} of material {material} was not issued for stock transport order {sto}.',
  },
  SERIAL_NOT_IN_STOCK: { status: 409, message: 'Serial {serial} of material {material} is not in stock at {position}.' },
  // integration API and CSV import
  BATCH_REFUSED: {
    status: 422,
    message: 'The batch was refused: {count} rows have errors (details list row, field and message). Nothing was written.',
  },
  BATCH_TOO_LARGE: { status: 413, message: 'A batch holds at most {max} rows: send NDJSON for more.' },
  BATCH_EMPTY: { status: 400, message: 'Send the rows as a JSON array or as NDJSON (application/x-ndjson).' },
  ROW_NOT_JSON: { status: 400, message: 'Line {line} is not a JSON object.' },
  DUPLICATE_ROW: { status: 422, message: '{what} {id} appears twice in this batch (rows {first} and {second}).' },
  REFERENCE_NOT_FOUND: { status: 422, message: '{what} {id} does not exist.' },
  ORDER_QUANTITY_BELOW_DONE: {
    status: 409,
    message: '{document} item {item}: quantity {quantity} is below the {done} already {what}.',
  },
  ORDER_LINE_STARTED: {
    status: 409,
    message: '{document} item {item} cannot be cancelled or change material: {done} already {what}.',
  },
  // outbound: deliveries due, deliveries, picking, goods issue
  DELIVERY_ORDER_NOT_FOUND: { status: 404, message: 'The {order} {number} was not found.' },
  DELIVERY_NOT_FOUND: { status: 404, message: 'Delivery {deliveryNumber} was not found.' },
  DELIVERY_CREDIT_BLOCK: {
    status: 409,
    message: 'The {order} {number} is blocked for delivery: customer {customer} has a credit block.',
  },
  DELIVERY_ITEM_TWICE: { status: 422, message: 'This item of the {order} {number} is chosen twice.' },
  DELIVERY_ITEM_UNKNOWN: { status: 422, message: 'The {order} {number} has no item {item}.' },
  DELIVERY_ITEM_CLOSED: { status: 409, message: 'Item {item} of the {order} {number} is closed.' },
  DELIVERY_OVER_OPEN: {
    status: 409,
    message: 'Item {item} of the {order} {number}: {requested} requested, only {open} open for delivery.',
  },
  DELIVERY_NO_STOCK: {
    status: 409,
    message:
      'No stock: material {material} has {available} unrestricted in plant {plant}, storage location {sloc} not yet in a delivery; {requested} requested.',
  },
  DELIVERY_STATUS: { status: 409, message: 'Delivery {deliveryNumber} is {status}: this is not possible now.' },
  DELIVERY_NOT_PICKED: { status: 409, message: 'Delivery {deliveryNumber} is {status}: post the goods issue once it is picked.' },
  DELIVERY_NOT_ISSUED: { status: 409, message: 'Delivery {deliveryNumber} is {status}: it has no goods issue to reverse.' },
  DELIVERY_NOTHING_TO_PICK: { status: 409, message: 'Everything of delivery {deliveryNumber} is picked or on a pick transfer order.' },
  DELIVERY_NO_SHIPPING_BIN: { status: 422, message: 'Warehouse {warehouse} has no shipping area bin to pick to.' },
  DELIVERY_NO_DIFFERENCE_BIN: { status: 422, message: 'Warehouse {warehouse} has no differences bin.' },
  DELIVERY_PICK_STOCK: {
    status: 409,
    message:
      'Item {item}: storage location {sloc} has {available} of material {material} in rack bins not planned on other transfer orders; {requested} to pick.',
  },
  PICK_NOT_FOR_DELIVERY: { status: 404, message: 'Transfer order {orderId} is not a pick order of delivery {deliveryNumber}.' },
  PICK_THROUGH_DELIVERY: {
    status: 409,
    message: 'Transfer order {orderId} picks for delivery {deliveryNumber}: confirm it in the picking screen.',
  },
  PICK_SHORT_REASON: { status: 422, message: 'Less than {quantity} picked: give the reason for the short pick.' },
  PICK_DIFFERENCE_SERIALIZED: {
    status: 422,
    message: 'Material {material} is serialized: the missing serials stay open on the pick order (count them in physical inventory).',
  },
  PICK_MORE_THAN_NEEDED: { status: 409, message: 'Delivery {deliveryNumber} needs no more of material {material}.' },
  GRAPHQL_INVALID: { status: 400, message: 'The GraphQL request is not valid: {problem}' },
  GRAPHQL_READ_ONLY: { status: 400, message: 'The GraphQL endpoint is read-only: send queries only.' },
  PICK_SCAN_UNKNOWN: { status: 404, message: '{scan} is neither a delivery nor a pick transfer order with something to pick.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errors;
export type ErrorParams = Record<string, string | number>;

/** The message of an error code with its `{name}` placeholders filled (unknown ones stay visible). */
export function errorText(code: ErrorCode, params: ErrorParams = {}): string {
  return formatMessage(errors[code].message, params);
}

/** The HTTP status an error code is answered with. */
export function errorStatus(code: ErrorCode): number {
  return errors[code].status;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errors, code);
}
