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
  METHOD_NOT_ALLOWED: { status: 405, message: 'This address does not take {method} requests (it takes {allowed}).' },
  TOO_LARGE: { status: 413, message: 'The request is too large.' },
  INTERNAL: { status: 500, message: messages.unknownError },
  NETWORK: { status: 503, message: messages.networkError },
  HTTP_ERROR: { status: 502, message: messages.httpError },
  BAD_RESPONSE: { status: 502, message: messages.badResponse },
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
  DOCUMENT_LOCKED: { status: 409, message: '{document} is being edited by {user} (locked until {until}).' },
  STOCK_TRANSPORT_ORDER_NOT_FOUND: { status: 404, message: 'Stock transport order {number} does not exist.' },
  // the ledger: posting
  POSTING_DATE: { status: 422, message: 'The posting date {date} is in the future at plant {plant}: post on {to} or earlier.' },
  POSTING_PERIOD_CLOSED: {
    status: 422,
    message: 'The posting date {date} lies in a closed period at plant {plant}: the open period runs from {from} to {to}.',
  },
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
  // validate-equipment: a scanned serial that may not go onto the delivery
  DELIVERY_SERIAL_OTHER_MATERIAL: {
    status: 409,
    message: 'Serial {serial} is of material {other}, which is not on delivery {deliveryNumber}.',
  },
  DELIVERY_SERIAL_ON_OTHER: { status: 409, message: 'Serial {serial} is already picked for delivery {other}.' },
  GRAPHQL_INVALID: { status: 400, message: 'The GraphQL request is not valid: {problem}' },
  GRAPHQL_READ_ONLY: { status: 400, message: 'The GraphQL endpoint is read-only: send queries only.' },
  GRAPHQL_TOO_MUCH: { status: 400, message: 'The GraphQL query asks too much at once: {problem}' },
  PICK_SCAN_UNKNOWN: { status: 404, message: '{scan} is neither a delivery nor a pick transfer order with something to pick.' },
  // quality management and equipment
  SERIAL_LOCKED_BECAUSE: { status: 409, message: 'Serial {serial} of material {material} is locked: {reason}.' },
  QUALITY_LOT_UNKNOWN: { status: 404, message: 'Inspection lot {lot} does not exist.' },
  QUALITY_LOT_CLOSED: { status: 409, message: 'Inspection lot {lot} is closed: nothing is left to decide.' },
  QUALITY_LOT_MATERIAL: { status: 422, message: 'Inspection lot {lot} holds material {material} in plant {plant}, not this item.' },
  QUALITY_SERIAL_NOT_IN_LOT: { status: 422, message: 'Serial {serial} is not an undecided unit of inspection lot {lot}.' },
  QUALITY_SERIAL_DECIDED: { status: 409, message: 'Serial {serial} of inspection lot {lot} is decided already ({decision}).' },
  QUALITY_LOT_MISSING: {
    status: 409,
    message:
      'No open inspection lot holds {quantity} of material {material} in plant {plant}: decide the quality stock in quality management.',
  },
  QUALITY_LOT_OVER_DECISION: { status: 409, message: 'Inspection lot {lot} has {open} undecided: {requested} cannot be decided.' },
  QUALITY_LOT_BY_SERIAL: { status: 422, message: 'Inspection lot {lot} is serialized: decide it serial by serial.' },
  QUALITY_LOT_BY_QUANTITY: { status: 422, message: 'Inspection lot {lot} is not serialized: decide a quantity, not serials.' },
  QUALITY_DEFECT_CODE: { status: 422, message: 'Defect code {codeGroup}/{code} is not in the catalogue of product category {prodcat}.' },
  QUALITY_PRODCAT: { status: 422, message: 'Inspection lot {lot} is of product category {actual}, not {prodcat}.' },
  QUALITY_SERIAL_VALIDATED: { status: 409, message: 'Serial {serial} is validated: its findings are signed off.' },
  QUALITY_NOT_VALIDATED: {
    status: 409,
    message: 'Serial {serial} has findings that are not validated: validate it before the usage decision.',
  },
  QUALITY_SECOND_VALIDATOR: { status: 409, message: 'Serial {serial}: someone other than who recorded the findings must validate them.' },
  QUALITY_NO_COST_CENTER: { status: 409, message: 'Plant {plant} has no cost centre for quality repairs: parts cannot be issued.' },
  QUALITY_PART_SERIALIZED: { status: 422, message: 'Part {material} is serialized: consume parts that are not serialized.' },
  EQUIPMENT_SERIAL_UNKNOWN: { status: 404, message: 'Serial {serial} is not known.' },
  EQUIPMENT_SERIAL_AMBIGUOUS: { status: 409, message: 'Serial {serial} exists for several materials: name the material.' },
  EQUIPMENT_ALREADY_LOCKED: { status: 409, message: 'Serial {serial} is locked already: {reason}.' },
  EQUIPMENT_NOT_LOCKED: { status: 409, message: 'Serial {serial} is not locked.' },
  IMAGE_NOT_IMAGE: { status: 415, message: 'File {file} is not a JPEG, PNG or WebP image.' },
  IMAGE_TOO_LARGE: { status: 413, message: 'File {file} is larger than {limit}.' },
  IMAGE_TYPE_UNKNOWN: { status: 422, message: 'Image type {imageType} is not in the list of image types.' },
  IMAGE_NOT_FOUND: { status: 404, message: 'Image {imageId} was not found.' },
  IMAGE_FILE_NAME: { status: 422, message: 'File name {file} names no serial: name files <serial>.jpg or <serial>_<n>.jpg.' },
  IMAGE_FILE_TWICE: { status: 422, message: 'File {file} is in this batch more than once.' },
  IMAGE_SERIAL_UNKNOWN: { status: 404, message: 'File {file}: serial {serial} is not known in your plants.' },
  // inventory (second half): serial count, goods issue to cost centre, transfer posting
  PI_SERIAL_SCANNED_TWICE: { status: 422, message: 'Serial {serial} was scanned twice in bin {bin}.' },
  PI_SERIAL_UNKNOWN: { status: 422, message: 'Serial {serial} is not known: count it with its material (physical inventory count).' },
  PI_SERIAL_AMBIGUOUS: { status: 422, message: 'Serial {serial} belongs to more than one material: count it with its material.' },
  MATERIAL_TRANSFER_UNPAIRED: {
    status: 422,
    message:
      'Movement type 309 takes material {material} out of a position: the next item must put the new material in (no source, a destination).',
  },
  MATERIAL_TRANSFER_MISMATCH: {
    status: 422,
    message: 'Material {material} to {to} (309): the new material must differ, and take the same quantity and serials into the same plant.',
  },
  PI_BATCH_DUPLICATE: { status: 422, message: 'Material {material} in bin {bin} is counted twice in this batch.' },
  PI_BATCH_SERIALIZED: { status: 422, message: 'Material {material} is serialized: count it by serial, not in a batch.' },
  PI_NO_SERIALS_IN_BIN: { status: 422, message: 'Bin {bin} holds no serialized material: scan its serials or confirm it empty.' },
  // the dock and the supplier side: confirmations, shipping notices, receiving, dock slots, service desk
  CONFIRMATION_ITEM_CLOSED: { status: 409, message: 'Item {item} of purchase order {number} is fully delivered: nothing to confirm.' },
  ASN_NOT_FOUND: { status: 404, message: 'Shipping notice {asn} was not found.' },
  ASN_ITEM_OVER_OPEN: {
    status: 409,
    message:
      'Item {item}: {quantity} announced, but only {open} of purchase order {number} is still open (received and announced deducted).',
  },
  ASN_ITEM_NOT_SERIALIZED: { status: 422, message: 'Item {item}: material {material} is not serialized; send no serials.' },
  ASN_SERIAL_COUNT: {
    status: 422,
    message: 'Item {item}: {count} serials for a quantity of {quantity} of serialized material {material}.',
  },
  ASN_SERIAL_REPEATED: { status: 422, message: 'Serial {serial} is entered twice.' },
  ASN_SERIAL_IN_STOCK: { status: 409, message: 'Serial {serial} of material {material} is already in stock.' },
  ASN_SERIAL_ANNOUNCED: { status: 409, message: 'Serial {serial} of material {material} is already on shipping notice {asn}.' },
  ASN_SERIAL_TAKEN: {
    status: 409,
    message: 'A serial of this notice was announced on another shipping notice at the same time; reload and check.',
  },
  ASN_SSCC_TAKEN: { status: 409, message: 'SSCC {sscc} is already used on another package.' },
  RECEIPT_REQUEST_NOT_FOUND: { status: 404, message: 'Equipment receipt request {request} was not found in your plants.' },
  RECEIPT_REQUEST_NOT_SERIALIZED: { status: 422, message: 'Material {material} is not serialized: announce serialized equipment only.' },
  RECEIPT_REQUEST_SERIAL_REPEATED: { status: 422, message: 'Serial {serial} is entered twice.' },
  RECEIPT_REQUEST_SERIAL_IN_STOCK: {
    status: 409,
    message: 'Serial {serial} of material {material} is in stock ({where}): only equipment that is away can be announced.',
  },
  RECEIPT_REQUEST_SERIAL_ANNOUNCED: {
    status: 409,
    message: 'Serial {serial} of material {material} is already announced by equipment receipt request {request}.',
  },
  ASN_SSCC_REPEATED: { status: 422, message: 'SSCC {sscc} is given to two packages.' },
  ASN_PO_ITEM_UNKNOWN: { status: 422, message: 'Purchase order {number} has no item {item}.' },
  ASN_PO_ITEM_CLOSED: { status: 409, message: 'Item {item} of purchase order {number} is fully delivered.' },
  SSCC_NOT_FOUND: { status: 404, message: 'SSCC {sscc} is not on a shipping notice for your plants.' },
  SSCC_ALREADY_RECEIVED: { status: 409, message: 'SSCC {sscc} was received already (material document {matDoc}).' },
  SSCC_MISSING_RECORDED: { status: 409, message: 'SSCC {sscc} is recorded as missing.' },
  DOCK_DOOR_NOT_FOUND: { status: 404, message: 'Door {door} of plant {plant} was not found.' },
  DOCK_SLOT_OUTSIDE_HOURS: {
    status: 422,
    message: 'Door {door} is open from {opens} to {closes} in slots of {minutes} minutes: {time} is not a slot.',
  },
  DOCK_SLOT_FULL: { status: 409, message: 'The slot at {time} on {date} at door {door} is already booked.' },
  DOCK_SLOT_PAST: { status: 422, message: 'Book a slot from today on: {date} is in the past.' },
  DOCK_BOOKING_NOT_FOUND: { status: 404, message: 'Dock booking {bookingId} was not found.' },
  DOCK_BOOKING_STATE: { status: 409, message: 'Dock booking {bookingId} is {status}.' },
  DOCK_REFERENCE_NEEDED: { status: 422, message: 'Name the shipping notice or the purchase order the slot is for.' },
  TICKET_NOT_FOUND: { status: 404, message: 'Ticket {ticket} was not found.' },
  TICKET_DOCUMENT_NOT_FOUND: { status: 404, message: '{docType} {docNumber} was not found.' },
  TICKET_CLOSED: { status: 409, message: 'Ticket {ticket} is closed.' },
  COMMAND_UNKNOWN: { status: 404, message: 'No screen for {command}.' },
  COMMAND_FORBIDDEN: { status: 403, message: 'You are not authorized for {command}.' },
  PARTIAL_UNKNOWN: { status: 404, message: 'No fragment {name}: the portal serves the fragments menu and footer.' },
  // shipping and labels
  LABEL_KIND_UNKNOWN: { status: 404, message: 'There is no label layout {kind}.' },
  LABEL_FIELD_MISSING: { status: 422, message: 'The {kind} label needs {field}: it is missing.' },
  LABEL_FIELD_INVALID: { status: 422, message: 'The {kind} label cannot print {field}: the value does not fit the label.' },
  LABEL_BARCODE_INVALID: { status: 422, message: 'A {symbology} barcode cannot encode {data}: {problem}' },
  GS1_PREFIX_MISSING: { status: 409, message: 'No GS1 company prefix is configured: SSCCs cannot be numbered.' },
  SSCC_RANGE_EXHAUSTED: { status: 409, message: 'The SSCC serial references of company prefix {prefix} are used up.' },
  HU_NOT_FOUND: { status: 404, message: 'Handling unit {handlingUnit} not found.' },
  HU_EMPTY: { status: 422, message: 'A handling unit needs contents: scan a material or a handling unit.' },
  HU_DELIVERY_NOT_PACKABLE: { status: 409, message: 'Delivery {deliveryNumber} is {status}: only picked deliveries are packed.' },
  HU_PACK_TOO_MUCH: {
    status: 409,
    message: 'Delivery {deliveryNumber} holds {available} of material {material} still to pack, not {requested}.',
  },
  HU_MATERIAL_NOT_ON_DELIVERY: { status: 409, message: 'Material {material} is not on delivery {deliveryNumber}.' },
  HU_SERIAL_NOT_ON_DELIVERY: {
    status: 409,
    message: 'Serial {serial} of material {material} was not picked for delivery {deliveryNumber}.',
  },
  HU_SERIAL_PACKED: { status: 409, message: 'Serial {serial} is already packed in handling unit {handlingUnit}.' },
  HU_SERIALS_COUNT: { status: 422, message: 'Material {material} is serialized: scan {quantity} serials, not {count}.' },
  HU_INSIDE_ITSELF: { status: 409, message: 'Handling unit {handlingUnit} cannot go inside {parent}: it would be inside itself.' },
  HU_ALREADY_NESTED: { status: 409, message: 'Handling unit {handlingUnit} is already inside {parent}: unpack it first.' },
  HU_OTHER_DELIVERY: { status: 409, message: 'Handling unit {handlingUnit} belongs to delivery {other}, not {deliveryNumber}.' },
  HU_NOT_NESTED: { status: 409, message: 'Handling unit {handlingUnit} is not inside another one.' },
  HU_DELIVERY_ISSUED: { status: 409, message: 'Delivery {deliveryNumber} is {status}: its handling units can no longer change.' },
  SHIPMENT_NOT_FOUND: { status: 404, message: 'Shipment {shipmentNumber} not found.' },
  SHIPMENT_DELIVERY_UNPACKED: { status: 409, message: 'Delivery {deliveryNumber} is not packed completely: pack it before shipping.' },
  SHIPMENT_DELIVERY_TAKEN: { status: 409, message: 'Delivery {deliveryNumber} is already in shipment {shipmentNumber}.' },
  SHIPMENT_MIXED_PLANTS: { status: 422, message: 'Deliveries of one shipment leave from one shipping point: {plants}.' },
  SHIPMENT_CARRIER_UNKNOWN: { status: 422, message: 'Carrier {carrier} not found.' },
  SHIPMENT_PROFILE_MISMATCH: {
    status: 422,
    message: 'Shipping profile {profileId} ships with {profileCarrier} from {shippingPoint}, not with {carrier} from {plant}.',
  },
  SHIPMENT_SERVICE_UNKNOWN: { status: 422, message: 'Carrier {carrier} offers no service {service} at shipping point {plant}.' },
  SHIPMENT_STATUS: { status: 409, message: 'Shipment {shipmentNumber} is {status}: it cannot become {next}.' },
  SHIPMENT_TRACKING_REQUIRED: {
    status: 422,
    message: 'Tracking number: carrier {carrier} ships {service} only with a tracking number; enter it to ship shipment {shipmentNumber}.',
  },
  SHIPMENT_NOT_ISSUED: {
    status: 409,
    message: 'Delivery {deliveryNumber} of the shipment has no goods issue yet: post it before shipping.',
  },
  POD_DONE: { status: 409, message: 'The proof of delivery of shipment {shipmentNumber} is already confirmed.' },
  POD_NOT_SHIPPED: { status: 409, message: 'Shipment {shipmentNumber} is {status}: proof of delivery comes after shipping.' },
  POD_ITEM_UNKNOWN: { status: 422, message: 'Item {itemNo} of delivery {deliveryNumber} is not in shipment {shipmentNumber}.' },
  POD_MORE_THAN_SHIPPED: {
    status: 422,
    message: 'Item {itemNo} of delivery {deliveryNumber}: {delivered} delivered is more than {shipped} shipped.',
  },
  POD_PHOTO_INVALID: { status: 422, message: 'The photo must be a PNG or JPEG image.' },
  PRINTER_NOT_FOUND: { status: 404, message: 'Printer {printerId} not found.' },
  PRINTER_UNREACHABLE: { status: 502, message: 'Printer {printerId} is not reachable.' },
  PRINTER_HOST_REFUSED: { status: 400, message: 'host: printers at {host} are refused ({reason}).' },
  PRINTER_PORT_REFUSED: { status: 400, message: 'port: printers are reached on port {ports}.' },
  // two-step plant to plant (303 into transit, 305 out of it)
  TRANSIT_DESTINATION_PLANT_ONLY: {
    status: 422,
    message:
      'Movement type {type} puts stock into transit to a plant: give the receiving plant only, no storage location, bin or category.',
  },
  TRANSIT_DOCUMENT_NONE: { status: 422, message: 'Material document {matDoc} put nothing into transit with movement type 303.' },
  TRANSIT_DOCUMENT_BATCH: { status: 422, message: 'Item {refItem} of material document {matDoc} is batch {expected}, not {batch}.' },
  TRANSIT_OVER_OPEN: {
    status: 409,
    message:
      'Item {refItem} of material document {matDoc}: {requested} of material {material} is more than the {open} still in transit to plant {plant}.',
  },
  TRANSIT_SERIAL_NOT_IN_DOCUMENT: {
    status: 409,
    message: 'Serial {serial} of material {material} was not put into transit by item {refItem} of material document {matDoc}.',
  },
  TRANSIT_ALREADY_PLACED: {
    status: 409,
    message:
      'Material document {matDoc} cannot be reversed: {placed} of material {material} was placed into storage from it with 305 (material document {placedBy}); reverse that first.',
  },
  ARRIVAL_NOT_FOUND: { status: 404, message: 'Truck arrival {arrivalId} was not found in your plants.' },
  SSCC_NOT_ON_ARRIVAL: {
    status: 409,
    message: 'SSCC {sscc} belongs to shipping notice {asn}, not to the notice this truck brings ({expected}).',
  },
  ATTACHMENT_TOO_LARGE: { status: 413, message: 'File {file} is larger than {limit}.' },
  ATTACHMENT_TYPE: {
    status: 415,
    message: 'File {file} is not an image (JPEG, PNG, WebP), a PDF, a CSV or a text file: attachments: that file type is not accepted.',
  },
  ATTACHMENT_NOT_FOUND: { status: 404, message: 'Attachment {attachment} of ticket {ticket} was not found.' },
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
