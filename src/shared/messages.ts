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
  choiceFilter: 'Type to filter, Enter picks',
  choiceNoMatch: 'Nothing in the list matches {text}.',
  loading: 'Loading...',
  loginCsrf: 'Your sign-in form expired. Please try again.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  // shared web controls (src/web/ui) and the web API client
  networkError: 'The server could not be reached. Check the connection and try again.',
  httpError: 'The server answered with an error ({status}).',
  badResponse: 'The server answered with something this screen does not understand. Please reload the page.',
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
  serialUndoLast: 'Undo last scan ({serial})',
  deliveryPicked: 'Delivery {deliveryNumber} is picked: pack it next.',
  scannedSerialsLabel: 'Scanned serials',
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
  // the shell
  portalTitle: 'Supplier Portal',
  greeting: 'Hello,',
  termsOfService: 'Terms of Service',
  allRightsReserved: 'All rights reserved.',
  downloadPrintApp: 'Download Print App',
  warehouseMenuEmpty: 'No warehouse functions are assigned to you yet. Please ask your administrator.',
  saved: 'Saved.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  qrExpired: 'This code has expired.',
  // texts shared with the error table (src/shared/errors.ts), which holds every error message
  ledgerItem: 'Item {item}: {message}',
  slocUnknown: 'Storage location {sloc} does not exist in plant {plant}.',
  serialWholeQuantity: 'Material {material} is serialized: the quantity must be a whole number.',
  // warehouse management: transfer orders, put-away
  transferOrderNotOpen: 'Transfer order {orderId} is {status}.',
  transferOrderSameBin: 'Line {line}: the source and the destination are both bin {bin}.',
  transferOrderSourceMismatch: 'Bin {bin} is not the source bin of this line: take the stock from bin {expected}.',
  transferOrderMaterialMismatch: 'Material {material} is not the material of this line ({expected}).',
  transferOrderQuantityTooHigh: 'The quantity {quantity} is more than the {open} of this line.',
  transferOrderSerialNotOnLine: 'Serial {serial} is not on this line.',
  // inbound: goods receipt, serials
  putawayNotCreated: 'The receipt is posted, but no put-away transfer order was created: {reason}',
  receiptNothingToPost: 'Enter a quantity for at least one item.',
  receiptSerialsNeeded: 'Item {item}: scan the serial numbers ({count} of {quantity} captured).',
  receiptQuantityTooHigh: 'Item {item}: {quantity} is more than the {max} that may still be received.',
  receiptBatchNeeded: 'Item {item}: material {material} is batch-managed: enter a batch.',
  receiptPosted: 'Material document {matDoc} posted.',
  receiptReplayed: 'This receipt was already posted as material document {matDoc}; nothing was posted again.',
  receiptItemsClosedMeanwhile:
    'Item {items} of this order was received or closed since this receipt was started: it was taken off the receipt.',
  materialDocNoSerials: 'Material document {matDoc} holds no serial numbers of this material.',
  receiptPostedAfterRetry: 'Material document {matDoc} posted (a retry of a posting whose answer was lost: nothing was posted twice).',
  postingInterrupted: 'The answer to the last posting was lost. Post again: the same posting is not posted twice.',
  postingKeyReused:
    'This posting was refused: its Idempotency-Key was already used for other lines (another tab or an earlier attempt). Check the stock to see whether the first posting went through, then press Discard to start over, or reload the screen and post again as a new posting.',
  discard: 'Discard',
  // a reversal asked for once more (ConfirmButton)
  keep: 'Keep',
  confirmReversal: 'Reverse {what}? A reversal posts a new material document.',
  confirmReverse: 'Yes, reverse',
  putawayCreated: 'Put-away transfer order {orderId} created.',
  lineConfirmed: 'Line {line} confirmed: material document {matDoc}.',
  lineRemainderOpen: 'The rest ({quantity}) stays open as line {line} of this order.',
  orderCancelled: 'Transfer order {orderId} cancelled.',
  scanOrderNotFound: 'No purchase order or stock transport order {number} was found.',
  // stock visibility and bin moves
  stockTotalsNeedFilter: 'Totals per category are shown for a material, a bin or a batch.',
  stockNothingFound: 'No stock matches these filters.',
  binNothingFound: 'No storage bin matches these filters.',
  scanBinOrMaterial: 'Scan a storage bin.',
  scanNotABin: '{code} is not a storage bin of warehouse {warehouse}.',
  scanNotAMaterial: '{code} is not a material.',
  scanNotUnique: '{code} matches several materials: scan the material number.',
  binEmpty: 'Storage bin {bin} is empty.',
  materialNoStock: 'Material {material} has no stock in plant {plant}.',
  binIsBlocked: 'Storage bin {bin} is blocked.',
  materialNotInBin: 'Material {material} is not in bin {bin}.',
  serialNotInBin: 'Serial {serial} is not in bin {bin}.',
  serialInQuality: 'Serial {serial} is in quality inspection stock; release it with 321 first.',
  serialInBlocked: 'Serial {serial} is in blocked stock; release it with 343 first.',
  serialLocked: 'Serial {serial} of material {material} is locked.',
  serialLockedBecause: 'Serial {serial} of material {material} is locked: {reason}.',
  equipmentLockQuestion: 'Lock serial {serial}? Every movement of it is refused: {reason}.',
  equipmentUnlockQuestion: 'Unlock serial {serial}? It can move again ({reason}).',
  equipmentLockYes: 'Yes, lock it',
  equipmentUnlockYes: 'Yes, unlock it',
  equipmentLockNo: 'No',
  serialInOtherCategory: 'Serial {serial} is in {actual} stock, not in {wanted} stock.',
  equipmentPickable: 'Serial {serial} of material {material} is in bin {bin}, unrestricted: pick it for delivery {deliveryNumber}.',
  equipmentPackable: 'Serial {serial} was picked for item {item} of delivery {deliveryNumber}: pack it.',
  quantityMoreThanInBin: 'Bin {bin} holds {available} of material {material}: {quantity} is more than that.',
  sameBin: 'The destination is the source bin {bin}: scan another bin.',
  binMovePosted: 'Moved: transfer order {orderId}, material document {matDoc}.',
  s2sPosted: 'Posted as material document {matDoc}.',
  s2sNoLines: 'Add at least one material before posting.',
  s2sSameSloc: 'The destination is the source storage location {sloc}: choose another.',
  s2sMaterialTwice: 'Material {material} is already on the list from this position.',
  noWarehouse: 'None of your plants has a warehouse with storage bins.',
  s2sDestinationBinNeeded: 'Storage location {sloc} has bins: scan the destination bin.',
  s2sSourceLocked: 'Post or remove the listed materials before changing the source.',
  serialsNeeded: 'Scan at least one serial.',
  // physical inventory
  piBinNotOnDocument: 'Storage bin {bin} is not on physical inventory document {number}.',
  piBinBlocked: 'Storage bin {bin} is blocked: it cannot be counted until it is unblocked.',
  piCounted: 'Counted {quantity} of {material} in bin {bin}.',
  piRecounted: 'Recounted {quantity} of {material} in bin {bin} (count {version}).',
  piBinConfirmedEmpty: 'Bin {bin} confirmed empty.',
  piBinDone: 'Bin {bin} done.',
  piEmptyBinQuestion: 'Is bin {bin} empty? Every material of the bin is counted 0.',
  piEmptyBinOverwrites: 'This replaces the counts of: {counts}.',
  piEmptyBinConfirm: 'Yes, the bin is empty',
  piEmptyBinKeep: 'No, back to the bin',
  piAllCounted: 'Every bin of document {number} is counted.',
  piDocumentCreated: 'Physical inventory document {number} created: {bins} bins, {items} items.',
  piDifferencesPosted: 'Differences posted as material document {matDoc}.',
  piNoDifferences: 'Every count matched the book: document {number} is posted without a material document.',
  piRecountRequested: 'Recount requested for {count} items.',
  // offline journal
  journalWaiting: '{count} postings waiting',
  journalWaitingOne: '1 posting waiting',
  journalRefusedCount: '{count} refused',
  journalQueued: 'No network: the posting is kept in the journal and posted when the network is back.',
  journalReplayed: 'The posting kept in the journal was posted: material document {matDoc}.',
  journalReplayRefused: 'The posting kept in the journal was refused: {message}',
  journalPosted: 'Posted from the journal',
  journalPostedDocument: 'Material document {matDoc}',
  journalEmpty: 'The journal is empty: every posting has reached the server.',
  journalDiscardConfirm: 'Discard this posting? It will not be posted.',
  journalRetry: 'Retry',
  journalDiscard: 'Discard',
  journalRefused: 'Refused',
  journalWaitingLabel: 'Waiting',
  journalSignIn: 'Sign in again: the journal posts once you are signed in.',
  journalPostAgainConfirm: 'Post it again? Only if the material documents do not show it: otherwise it counts twice.',
  journalAnswerForgotten:
    'Sent more than {hours} hours ago without an answer: it may have been posted. Check the material documents, then retry (it posts again) or discard it.',
  offlineBanner: 'Offline: scans are checked against the data of {age}.',
  offlineNoSnapshot: 'Offline, and no offline data for plant {plant}: open the menu once with the network.',
  snapshotAge: 'Offline data: {age}',
  snapshotNone: 'Offline data: not loaded yet',
  // receiving area: is a scanned package, serial or material expected on this truck? (validate-receiving-material)
  rcvPackageExpected: '{kind} {sscc} of shipping notice {asn} is expected on this truck.',
  rcvPackageReceived: '{kind} {sscc} was received already (material document {matDoc}).',
  rcvPackageMissing: '{kind} {sscc} is recorded as missing on shipping notice {asn}.',
  rcvPackageElsewhere: 'SSCC {sscc} belongs to shipping notice {asn}, not to this truck ({expected}).',
  rcvSerialExpected: 'Serial {serial} of material {material} is expected in carton {sscc} of shipping notice {asn}.',
  receiptRequestCreated: 'Equipment receipt request {number} created: {serials} serials announced.',
  rcvSerialAnnounced: 'Serial {serial} of material {material} is announced by request {request} from {sender}: {reason}.',
  rcvMaterialExpected: 'Material {material} is expected: {open} still open on shipping notice {asn}.',
  rcvMaterialDone: 'Material {material} of shipping notice {asn} is received in full already.',
  rcvNotExpected: '{scan} is not expected on this truck: no package, serial or material of {asn} matches it.',
  // supplier notifications (the top bar's bell): a dock slot decided, a carton missing at receipt
  notifySlotConfirmed: 'Dock slot {date} {time} at door {door} (plant {plant}) confirmed for {reference}.',
  notifySlotRefused: 'Dock slot {date} {time} at door {door} (plant {plant}) refused for {reference}: book another slot.',
  notifySlotMoved: 'Dock slot for {reference} moved to {date} {time} at door {door} (plant {plant}).',
  notifySlotReference: 'shipping notice {asn}',
  notifySlotReferencePo: 'purchase order {po}',
  notifyCartonMissing: 'Shipping notice {asn}: {kind} {sscc} was missing at receipt ({items}).',
  // order confirmation (supplier): what was saved, and a quantity far above the order asked first
  poConfirmed: 'Purchase order {number} confirmed.',
  poChangeProposed: 'Change proposed for purchase order {number}: item {items} differs from the order.',
  poConfirmFarAbove: 'Item {items}: the confirmed quantity is more than {factor} times the ordered quantity. Confirm anyway?',
  poConfirmAnyway: 'Confirm anyway',
  poConfirmCancel: 'Cancel',
} as const;

export type MessageKey = keyof typeof messages;

/** Error body sent by every route: `{ code, message, reason? }`. */
export interface ApiErrorBody {
  code: string;
  message: string;
  reason?: string;
  /** The request's id (also the `X-Request-Id` header and the server's log line). */
  requestId?: string;
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
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
