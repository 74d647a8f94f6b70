/**
 * Why a refusal was given, when its code alone does not say: one code (BUSINESS_INVALID_OPERATION,
 * VALIDATION_FAILED, DB_RECORD_NOT_FOUND…) covers several refusals, and the web words each one in the
 * page's language from `details.reason` and the named parameters beside it. Every throw site whose
 * message is not the catalogue's puts its reason here and its variable facts in `details`:
 *
 *   throw new DomainError('BUSINESS_INVALID_OPERATION', `${name} is used by …`, refusal('categoryInUse', { name, count }));
 *
 * Parameter names say their unit, so the web formats them: `…Centavos` pesos, `…Milli` quantities in
 * thousandths, `until` an instant shown as Manila time, `count` picks the singular or plural text,
 * `module` / `minRole` / `action` are the permission table's ids. A key, once shipped, is not renamed
 * (the web's tables key on it); the English message stays the server's fallback for older pages.
 *
 * Left without a reason on purpose, so the page shows the server's English: zod's own wording of a
 * malformed request (details.fields; the web translates the fixed sentences it lists in FIELD_MESSAGES),
 * the tender check's sentences (likewise), TotalsInputError (only a hand-made request meets it), the
 * admin's own maintenance note, and better-auth's text for a refusal it does not code.
 */
export const REFUSAL_REASONS = [
  // Shared across modules.
  'locationInactive',
  'lockedUntil',
  'bodyNotJson',
  'unstorableInput',
  'recordExists',
  'relatedRecords',
  // Requests the HTTP layer refuses (security.ts).
  'urlHasNul',
  'textHasNul',
  'nestedTooDeeply',
  'loneSurrogate',
  // Rate limits, one per limiter kind (rate-limit.ts).
  'rateLimitGeneral',
  'rateLimitUser',
  'rateLimitAuth',
  'rateLimitUpload',
  'rateLimitPdf',
  // Access (checkAccess).
  'accessRole',
  'accessModule',
  'accessAction',
  // Sign-in and accounts.
  'credentialsWrong',
  'passwordTooShort',
  'passwordTooLong',
  'socialNotSetUp',
  'ownRole',
  'ownDeactivate',
  'ownerRole',
  'ownerDeactivate',
  'emailTaken',
  'ownSession',
  'sessionEnded',
  'notificationGone',
  'guideNotFound',
  // Images (logo, QR code, product photo).
  'imageTypeInvalid',
  'imageTooLarge',
  // Catalog.
  'quantityNotPositive',
  'importHasProblems',
  'categoryNameTaken',
  'categoryNotFound',
  'categoryInUse',
  'categoryGone',
  'categoryInactive',
  'barcodeNotFound',
  'productPhotoMissing',
  'skuTaken',
  'barcodeTaken',
  'lotTrackingLocked',
  'productHasHistory',
  // Inventory.
  'productInactive',
  'movementTypeInvalid',
  'negativeStock',
  'stockInsufficient',
  'stockChanged',
  'stockTakenMeanwhile',
  'lotRequired',
  'lotNotTracked',
  'unitMissing',
  'packsInsufficient',
  'countSheetNotFound',
  'countSheetClosed',
  'categoryRequired',
  'nothingToCount',
  'countSheetTooLarge',
  'countLineNotOnSheet',
  'countNothingEntered',
  // Point of sale.
  'saleNotFound',
  'heldCartGone',
  'heldCartsFull',
  'heldCartTooLarge',
  'terminalNameTaken',
  'terminalNotFound',
  'terminalLocationInactive',
  'productNoLongerSold',
  'productBanned',
  'unitNotSold',
  'qtyNotWhole',
  'rxRequired',
  'fpaCertRequired',
  'priceChanged',
  'totalChanged',
  'discountNeedsApproval',
  'priceChangeNeedsApproval',
  'approvalNotRight',
  'statutoryNotApplicable',
  'saleStockInsufficient',
  'saleStockChanged',
  'saleStockChangedWhileSaving',
  'stockChangedWhileSaving',
  'lotExpired',
  'lotEmpty',
  'lotShort',
  // Shifts and readings (issue 21).
  'zReadingDue',
  'shiftAlreadyOpen',
  'openingCountMismatch',
  // Voids and returns of sales invoices (issue 21).
  'voidAfterZReading',
  'saleAlreadyVoided',
  'voidAfterReturn',
  'returnOfVoidedSale',
  'voidShiftNotOpen',
  'returnTooMuch',
  'returnLineNotOnSale',
  'refundMethodNotOnSale',
  'voidNeedsApproval',
  'returnNeedsApproval',
  // Shifts and cash slips (issue 21).
  'cashOutNeedsApproval',
  'cashOutOverDrawer',
  'shortOverNeedsApproval',
  'takeOverNotRight',
  // X and Z readings (issue 21).
  'zReadingShiftOpen',
  'zReadingTaken',
  'zReadingDateChanged',
  'readingNotFound',
  'readingShiftNotFound',
  // Accounting: chart of accounts, journal, periods (issue 22).
  'accountNotFound',
  'accountCodeTaken',
  'accountHasLines',
  'accountKeyed',
  'entryNotFound',
  'entryNotBalanced',
  'entryLineOneSided',
  'entryAccountInactive',
  'entryMonthClosed',
  'entryAlreadyReversed',
  'periodInFuture',
  'periodClosed',
  'periodOpen',
  'journalEntryNotFound',
  'ledgerAccountNotFound',
  // Expenses (issue 22).
  'expenseCategoryIdInvalid',
  'expenseCategoryNotFound',
  'expenseCategoryInactive',
  'expenseCategoryInUse',
  'expenseAccountNotExpense',
  'expenseNotFound',
  'expenseStatusWrong',
  'expenseOwnApprovalAboveLimit',
  'expenseDrawerNoShift',
  'receiptTypeInvalid',
  'receiptTooLarge',
  'receiptMissing',
  'recurringNotFound',
  'collectionNotFound',
  'collectionIdReused',
  'allocationNotOpen',
  'bounceNotCheck',
  'alreadyBounced',
  'statementNoEmail',
  'statementPeriodWrong',
  'supplierNameTaken',
  'poStatusWrong',
  'poApprovalNeedsAdmin',
  'poNoLines',
  'poLineNotOnOrder',
  'unitNotOfProduct',
  'lotAndExpiryRequired',
  'returnMoreThanReceived',
  'billNotOpen',
  'paymentExceedsOpen',
  'documentIdReused',
  'anonymizeOwes',
  'anonymizeHasCredit',
  'backupNoPassphrase',
  'backupFolderNotWritable',
  'backupS3NoSecret',
  'backupS3Unreachable',
  'backupBusy',
  'backupNotReady',
  'backupFileMissing',
  'backupUploadEmpty',
  'backupUploadMissing',
  'backupNone',
] as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** `details` for a refusal with a reason: `{ reason, ...params }` (params may also carry `fields`, …). */
export function refusal<P extends object>(reason: RefusalReason, params?: P): { reason: RefusalReason } & P {
  return { reason, ...(params as P) };
}

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && (REFUSAL_REASONS as readonly string[]).includes(value);
}
