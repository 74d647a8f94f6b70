import { ACTIONS, ERROR_CATALOGUE, type ErrorCode, MODULE_LABELS, ROLES } from '@fbms/domain';
import { type ErrorTexts, FIELD_MESSAGES } from '../lib/error-texts.ts';

/** The role and action ids as the server's English says them ("requires manager role or higher"). */
const ids = <T extends string>(list: readonly T[]) =>
  Object.fromEntries(list.map((x) => [x, x])) as Record<T, T>;

/**
 * The server's refusals in English: the catalogue's own messages, and each reason worded as the server
 * words it, so an English page reads what it read before (placeholders are filled from `details`).
 */
export const errorsEn: ErrorTexts = {
  codes: Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, e]) => [code, e.message])) as Record<
    ErrorCode,
    string
  >,
  reasons: {
    locationInactive: 'Choose an active location',
    lockedUntil: 'Too Many Attempts: Please wait until {{until}} before trying again',
    bodyNotJson: 'The request body is not valid JSON.',
    unstorableInput: 'The input contains characters or a length that cannot be stored.',
    recordExists: 'This record already exists.',
    relatedRecords: 'Cannot perform this operation due to related records.',
    urlHasNul: 'The address contains a NUL character.',
    textHasNul: 'Text must not contain NUL characters.',
    nestedTooDeeply: 'The request is nested too deeply.',
    loneSurrogate: 'Some text contains a character that cannot be stored. Retype it and try again.',
    rateLimitGeneral: 'Too many requests from this IP, please try again later.',
    rateLimitUser: 'Too many requests, please slow down and try again in a minute.',
    rateLimitAuth: 'Too many authentication attempts, please try again later.',
    rateLimitUpload: 'Too many file uploads, please try again later.',
    rateLimitPdf: 'Too many PDF generation requests, please try again later.',
    accessRole: 'Access Denied — This feature requires {{minRole}} role or higher.',
    accessModule: 'Access Denied — You do not have permission to access the {{module}} module.',
    accessAction:
      'Insufficient Permissions — You do not have permission to {{action}} in the {{module}} module.',
    credentialsWrong: 'Invalid email or password. Please check your credentials and try again.',
    passwordTooShort: 'Password must be at least 8 characters long',
    passwordTooLong: 'Password must be less than 128 characters',
    socialNotSetUp: '{{provider}} sign-in is not set up for this store.',
    ownRole: 'You cannot change your own role.',
    ownDeactivate: 'You cannot deactivate your own account.',
    ownerRole: "The store owner's role cannot be changed.",
    ownerDeactivate: "The store owner's account cannot be deactivated.",
    emailTaken: 'A user with this e-mail already exists.',
    ownSession: 'Use Logout to end the session you are using.',
    sessionEnded: 'That session has already ended.',
    notificationGone: 'That notification is already gone.',
    guideNotFound: 'There is no such guide.',
    imageTypeInvalid: 'Choose a PNG, JPEG or WebP image.',
    imageTooLarge: '{{name}} is too large: at most {{maxKb}} KB.',
    quantityNotPositive: 'Quantity must be greater than 0',
    importHasProblems: {
      one: '{{count}} problem in this file; nothing was imported',
      other: '{{count}} problems in this file; nothing was imported',
    },
    categoryNameTaken: 'A category named {{name}} already exists',
    categoryNotFound: 'Category not found',
    categoryInUse: {
      one: '{{name}} is used by {{count}} product. Move them to another category or deactivate it instead.',
      other:
        '{{name}} is used by {{count}} products. Move them to another category or deactivate it instead.',
    },
    categoryGone: 'That category no longer exists',
    categoryInactive: 'Category {{name}} is inactive',
    barcodeNotFound: 'No product has this barcode',
    productPhotoMissing: 'This product has no photo',
    skuTaken: 'SKU {{sku}} is already used by {{productName}}',
    barcodeTaken: 'Barcode {{barcode}} is already used by {{productName}}',
    lotTrackingLocked: 'Batch tracking can only be switched while the product has no stock',
    productHasHistory: 'This product has stock history, so it cannot be deleted. Deactivate it instead.',
    productInactive: 'Product is inactive',
    movementTypeInvalid: 'Invalid movement type: {{type}}. Must be a valid stock-in or stock-out type.',
    negativeStock: 'Operation would result in negative stock ({{stockMilli}})',
    stockInsufficient: 'Insufficient stock. Available: {{availableMilli}}, Requested: {{requestedMilli}}',
    stockChanged: 'Product stock changed while in cart. Was: {{wasMilli}}, Now: {{nowMilli}}',
    stockTakenMeanwhile: 'Insufficient stock. Available: {{availableMilli}}',
    lotRequired: 'Choose the batch (lot) of this stock',
    lotNotTracked: 'This product is not tracked by batch',
    unitMissing: '{{productName}} has no {{unit}} unit',
    packsInsufficient:
      'Only {{count}} sealed {{unit}} left ({{sealedMilli}} {{baseUnit}} sealed, {{looseMilli}} {{baseUnit}} loose)',
    countSheetNotFound: 'This count sheet does not exist',
    countSheetClosed: 'This count sheet is already {{status}}',
    categoryRequired: 'Choose a category',
    nothingToCount: 'There is nothing to count here: no active products',
    countSheetTooLarge:
      'This sheet would have {{lines}} lines; count one category at a time (at most {{max}})',
    countLineNotOnSheet: 'A counted line is not on this sheet',
    countNothingEntered: 'Enter at least one counted quantity before posting',
    saleNotFound: 'There is no sale with this id',
    heldCartGone: 'This held cart was already taken back',
    heldCartsFull:
      'This terminal already holds {{held}} carts, the most it can. Resume or delete one of them first.',
    heldCartTooLarge:
      'This cart is too large to hold ({{kb}} KB; at most {{maxKb}} KB). Complete the sale, or split it in two.',
    terminalNameTaken: 'Another terminal already has this name',
    shiftAlreadyOpen: 'A shift is already open at this terminal ({{name}}). Close it or take it over first.',
    openingCountMismatch:
      'The bills and coins counted ({{countedCentavos}}) do not add up to the opening fund',
    voidAfterReturn: 'Goods of this invoice were returned, so it can no longer be voided.',
    voidAfterZReading:
      "The Z-reading of {{businessDate}} closed this invoice's day: it can no longer be voided. Return the goods instead.",
    saleAlreadyVoided: 'This invoice is already voided ({{voidNumber}}).',
    returnOfVoidedSale: 'This invoice was voided: nothing of it can be returned.',
    voidShiftNotOpen:
      'Terminal {{terminal}} has no open shift: the refund comes out of its drawer. Open a shift there first.',
    returnTooMuch: 'Line {{lineNo}}: only {{returnableMilli}} can still be returned, not {{requestedMilli}}.',
    returnLineNotOnSale: 'A line to return is not on this invoice.',
    refundMethodNotOnSale: 'Refund by cash or by a way this invoice was paid.',
    voidNeedsApproval: "A void needs a manager's e-mail and password.",
    returnNeedsApproval: "A return needs a manager's e-mail and password.",
    zReadingDue:
      'Print the Z-reading of {{businessDate}} before selling on a new day (close the shift first).',
    cashOutNeedsApproval: "A cash-out above {{limitCentavos}} needs a manager's approval",
    cashOutOverDrawer: 'A cash-out cannot take more than the cash the drawer should hold',
    shortOverNeedsApproval:
      'The cash counted is short or over by more than {{limitCentavos}}: a manager must sign off',
    takeOverNotRight: 'The e-mail or password of the cashier taking over is not right',
    zReadingShiftOpen:
      'Close the open shift ({{name}}) before the Z-reading: the day’s cash must be counted first.',
    zReadingTaken:
      'The Z-reading of {{businessDate}} is already printed. The next one is for {{nextDate}}, on or after that day.',
    zReadingDateChanged:
      'This terminal’s business date is now {{businessDate}}, not {{confirmedDate}}. Check the date and confirm again.',
    readingNotFound: 'There is no reading with this id',
    readingShiftNotFound: 'There is no shift with this id',
    accountNotFound: 'There is no account with this id',
    accountCodeTaken: 'Account code {{code}} is already used by another account',
    accountHasLines:
      'Account {{code}} already has journal lines: its code and type can no longer change. Add a new account instead.',
    accountKeyed:
      'Account {{code}} {{name}} is used by automatic postings (sales, stock, shifts), so it stays active',
    entryNotFound: 'There is no journal entry with this id',
    entryNotBalanced: 'The entry does not balance: debits and credits differ by {{differenceCentavos}}',
    entryLineOneSided: 'Line {{lineNo}}: enter a debit or a credit, not both and not neither',
    entryAccountInactive: 'Account {{code}} {{name}} is inactive: post to an active account',
    entryMonthClosed:
      'The month {{month}} is closed: a manual entry cannot be dated in it. Date it in an open month, or reopen {{month}} first.',
    entryAlreadyReversed: 'This entry is already reversed (entry no. {{reversalNo}})',
    periodInFuture:
      'The month {{month}} has not ended yet: only the current month or an earlier one can be closed',
    periodClosed: 'The month {{month}} is already closed',
    periodOpen: 'The month {{month}} is open: there is nothing to reopen',
    journalEntryNotFound: 'There is no such journal entry.',
    ledgerAccountNotFound: 'There is no such account in the chart of accounts.',
    // Expenses (issue 22).
    expenseCategoryIdInvalid: 'Invalid UUID format for expense category ID',
    expenseCategoryNotFound: 'There is no such expense category.',
    expenseCategoryInactive: '{{name}} is inactive: choose another category.',
    expenseCategoryInUse: '{{name}} is used by expenses: deactivate it instead.',
    expenseAccountNotExpense: 'Choose an active account of type expense.',
    expenseNotFound: 'There is no such expense.',
    expenseStatusWrong:
      'This expense has moved on and cannot be changed this way. Reload it to see where it stands.',
    expenseOwnApprovalAboveLimit:
      'Above {{limitCentavos}}, someone other than the person who submitted it must approve the expense.',
    expenseDrawerNoShift:
      '{{terminal}} has no open shift, so its drawer cannot pay this: open a shift there, or pay from the safe, the bank or GCash.',
    receiptTypeInvalid: 'Attach a JPEG, PNG or WebP photo or a PDF of the receipt.',
    receiptTooLarge: 'The receipt is too large: at most {{maxMb}} MB.',
    receiptMissing: 'This expense has no receipt attached.',
    recurringNotFound: 'There is no such recurring expense.',
    collectionNotFound: 'There is no such collection receipt.',
    collectionIdReused: 'This receipt was already recorded with other details. Start a new payment.',
    allocationNotOpen: 'A chosen invoice is not open on this customer’s account. Reload and choose again.',
    bounceNotCheck: 'Only a payment by check can bounce.',
    alreadyBounced: 'This check is already marked bounced.',
    statementNoEmail: 'This customer has no e-mail address on file. Add one on the customer’s page first.',
    statementPeriodWrong: 'The period’s start is after its end.',
    terminalNotFound: 'There is no active terminal with this id',
    terminalLocationInactive: "This terminal's location is no longer active",
    productNoLongerSold: 'This product is no longer sold. Remove it from the cart.',
    productBanned: '{{productName}} is banned and cannot be sold',
    unitNotSold: '{{productName}} is not sold by the {{unit}}',
    qtyNotWhole:
      '{{productName}}: this quantity of {{unit}} is not a whole number of thousandths of a {{baseUnit}}',
    rxRequired: "{{productName}} needs the vet's name, PRC number and prescription number",
    fpaCertRequired: "{{productName}} needs the buyer's FPA certification number",
    priceChanged:
      'The price of {{productName}} per {{unit}} is now {{priceCentavos}} (the cart had {{cartPriceCentavos}}). Check the cart.',
    totalChanged: 'The total is {{totalCentavos}}, not {{sentCentavos}}. Check the cart and try again.',
    discountNeedsApproval: "A discount above {{percent}}% needs a manager's approval",
    priceChangeNeedsApproval: "A price change needs a manager's approval",
    approvalNotRight: "The manager's e-mail or password is not right",
    statutoryNotApplicable: 'No item in the cart gets the senior/PWD discount.',
    saleStockInsufficient:
      '{{productName}}: insufficient stock. Available: {{availableMilli}} {{unit}}, Requested: {{requestedMilli}} {{unit}}',
    saleStockChanged:
      '{{productName}}: stock changed while in cart. Was: {{wasMilli}} {{unit}}, Now: {{nowMilli}} {{unit}}',
    saleStockChangedWhileSaving: 'The stock changed while this sale was being saved. Send it again.',
    stockChangedWhileSaving: 'The stock changed while this was being saved. Send it again.',
    transferStatusWrong: 'A transfer slip that is {{status}} cannot be {{step}}.',
    transferSendingBranchOnly: 'Only someone who works in the sending branch ({{branch}}) can do this.',
    transferReceivingBranchOnly:
      'Only someone who works in the receiving branch ({{branch}}) can receive this slip.',
    transferNotYourBranch: 'A transfer must come from or go to a location of a branch you work in.',
    transferProductInactive: '{{product}} is inactive or does not exist: choose an active product.',
    transferLineNotOnSlip: 'A line is not on this transfer slip. Reload the slip and try again.',
    transferLotNotOnSlip: 'A batch is not on this transfer slip. Reload the slip and try again.',
    transferOverApproved:
      'The approved quantity of {{product}} cannot be more than the {{requestedMilli}} requested.',
    transferOverIssued:
      'The quantity of {{product}} issued cannot be more than the {{approvedMilli}} approved.',
    transferNothingIssued: 'Nothing would leave the source: issue at least one product.',
    transferStockShort:
      'Not enough {{product}} at {{location}}: {{availableMilli}} available, {{neededMilli}} needed.',
    transferLotsDontAddUp: 'The batches of {{product}} must add up to the quantity issued.',
    transferAlreadyReceived:
      'This transfer slip was already received. A slip is received once; resolve what is still open instead.',
    transferReceiveEveryLot: 'Say what arrived for every batch on the slip.',
    transferReceiveTooMuch:
      'More of {{product}} is entered as received and damaged than the {{issuedMilli}} issued.',
    transferResolveTooMuch: 'Only {{openMilli}} of {{product}} is still open on this slip.',
    transferStillOpen:
      'Some goods are still unaccounted for: resolve them (found, returned or written off) before closing the slip.',
    transferWriteOffNeedsManager: 'A write-off needs a manager or an admin.',
    lotExpired: 'Lot {{lot}} of {{productName}} expired on {{date}} and cannot be sold',
    lotEmpty: 'The chosen lot of {{productName}} has no stock here: choose another lot',
    lotShort:
      'Lot {{lot}} of {{productName}} has only {{availableMilli}} {{unit}} left: choose another lot or lower the quantity',
    supplierNameTaken: 'A supplier with this name already exists.',
    poStatusWrong: 'A purchase order that is {{status}} cannot be {{step}}.',
    poApprovalNeedsAdmin: 'This order is above the amount a manager may approve: an admin must approve it.',
    poNoLines: 'Add at least one product to the order.',
    poLineNotOnOrder: 'A line received is not on this purchase order. Reload the order and try again.',
    unitNotOfProduct: 'This product is not sold or bought in that unit.',
    lotAndExpiryRequired: 'Enter the lot number and expiry date of this product.',
    returnMoreThanReceived: 'You cannot return more than was received and is still in stock.',
    billNotOpen: 'A chosen bill is not open for this supplier. Reload and choose again.',
    paymentExceedsOpen: 'The payment is more than what is open on the bills chosen.',
    documentIdReused: 'This document was already recorded with other details. Start a new one.',
    anonymizeOwes:
      'This customer still owes {{balanceCentavos}}. Take the payment (or write it off) before anonymizing.',
    anonymizeHasCredit:
      'This customer has {{balanceCentavos}} of store credit. Use or refund it before anonymizing.',
    backupNoPassphrase: 'Set the backup passphrase (at least 12 characters) first.',
    backupFolderNotWritable:
      'The folder {{path}} cannot be written to. Plug in the drive or choose another folder.',
    backupS3NoSecret: 'Enter the S3 secret access key.',
    backupS3Unreachable: 'The S3 storage refused a test file. Check the endpoint, region, bucket and keys.',
    backupBusy: 'A backup, restore or drill is running. Wait for it to finish.',
    backupNotReady: 'This backup is not finished, so there is no file to use.',
    backupFileMissing: 'The backup file {{path}} is not there any more (a removed USB drive?).',
    backupUploadEmpty: 'Choose a backup file to upload.',
    backupUploadMissing: 'The uploaded file is gone. Upload it again.',
    backupNone: 'There is no backup yet. Make one first.',
    branchCodeTaken: 'Another branch already has the code {{code}}.',
    branchNameTaken: 'A branch named {{name}} already exists.',
    locationNameTaken: 'A location named {{name}} already exists.',
    branchLastActive: 'This is the only active branch: a store needs at least one. Nothing was changed.',
    branchHasStock:
      'This branch still has stock at its locations. Transfer or write it off before deactivating the branch.',
    branchHasTerminal:
      'This branch has an active POS terminal. Retire the terminal before deactivating the branch.',
    locationHasStock:
      'This location still holds stock. Transfer or write it off before deactivating the location.',
    locationHasTerminal:
      'A POS terminal is at this location. Retire the terminal before deactivating the location.',
    branchInactive: 'This branch is inactive. Choose an active branch.',
  },
  modules: { ...MODULE_LABELS },
  roles: ids(ROLES),
  actions: ids(ACTIONS),
  fields: Object.fromEntries(FIELD_MESSAGES.map((m) => [m, m])) as ErrorTexts['fields'],
};
