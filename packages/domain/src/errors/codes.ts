/**
 * The closed list of error codes the API answers with, their HTTP status and the default message the
 * user reads. Seed 001 §8 gives the catalogue; the stock codes and a few platform codes are ours.
 * One place maps a code to its status (STYLE 6).
 */
export const ERROR_CATALOGUE = {
  DB_CONNECTION_FAILED: {
    status: 503,
    message: 'Unable to connect to the database. Please try again later.',
  },
  DB_DISK_FULL: {
    status: 503,
    message:
      "The server's disk is full, so nothing was saved. Ask the administrator to free space on the server, then try again.",
  },
  DB_QUERY_FAILED: { status: 500, message: 'Database operation failed. Please try again.' },
  DB_CONSTRAINT_VIOLATION: { status: 409, message: 'This operation violates business rules.' },
  DB_RECORD_NOT_FOUND: { status: 404, message: 'The requested record was not found.' },
  AUTH_INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password. Please try again.' },
  AUTH_TOKEN_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  AUTH_UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue.' },
  AUTH_INSUFFICIENT_PERMISSIONS: {
    status: 403,
    message: 'You do not have permission to perform this action.',
  },
  AUTH_ACCOUNT_INACTIVE: {
    status: 403,
    message: 'Account Inactive — Your account has been deactivated. Please contact an administrator.',
  },
  AUTH_ACCOUNT_PENDING_APPROVAL: {
    status: 403,
    message: 'Your account is waiting for an administrator to approve it.',
  },
  AUTH_EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Please check your email and click the confirmation link before signing in.',
  },
  AUTH_ACCOUNT_LOCKED: {
    status: 429,
    message: 'Too Many Attempts: Please wait until {time} before trying again',
  },
  AUTH_USER_NOT_FOUND: { status: 404, message: 'User account not found.' },
  AUTH_WEAK_PASSWORD: { status: 422, message: 'Password Too Weak' },
  AUTH_CURRENT_PASSWORD_INCORRECT: { status: 422, message: 'Current password is incorrect' },
  AUTH_RESET_TOKEN_INVALID: { status: 400, message: 'This password reset link is invalid or expired' },
  SETUP_ALREADY_DONE: { status: 409, message: 'This store has already been set up.' },
  SETUP_CONFIRM_HERE_UNAVAILABLE: {
    status: 409,
    message:
      "Only the store's first account can be confirmed here, at the server's own computer, while no mail server is set up. Open the link in the message instead.",
  },
  VALIDATION_FAILED: { status: 422, message: 'Please check your input and try again.' },
  VALIDATION_REQUIRED_FIELD: { status: 422, message: 'This field is required.' },
  VALIDATION_INVALID_FORMAT: { status: 422, message: 'Please enter a valid format.' },
  VALIDATION_OUT_OF_RANGE: { status: 422, message: 'Value is out of acceptable range.' },
  // Seed 001 §5: an id that must be a UUID is not ("Invalid UUID format for expense category ID").
  INVALID_UUID: { status: 422, message: 'Invalid UUID format.' },
  BUSINESS_INSUFFICIENT_STOCK: { status: 409, message: 'Insufficient stock for this operation.' },
  BUSINESS_DUPLICATE_RECORD: { status: 409, message: 'A record with this information already exists.' },
  BUSINESS_INVALID_OPERATION: { status: 409, message: 'This operation is not allowed.' },
  BUSINESS_CONSTRAINT_VIOLATION: { status: 409, message: 'This action violates business constraints.' },
  // Stock codes (seed 001 §8); `details.suggestions` says what to do.
  INSUFFICIENT_STOCK: { status: 409, message: 'Insufficient stock for this operation.' },
  NEGATIVE_STOCK: { status: 409, message: 'Operation would result in negative stock.' },
  PRODUCT_NOT_FOUND: { status: 404, message: 'Product not found' },
  INVALID_QUANTITY: { status: 422, message: 'Quantity must be positive' },
  MOVEMENT_TYPE_MISMATCH: {
    status: 422,
    message: 'Invalid movement type. Must be a valid stock-in or stock-out type.',
  },
  CONCURRENT_MODIFICATION: { status: 409, message: 'Product stock changed while in cart.' },
  // Point of sale.
  TERMINAL_NOT_ENROLLED: {
    status: 403,
    message: 'This browser is not a POS terminal. Ask a manager to enroll it.',
  },
  // Shifts and readings (issue 21).
  SHIFT_NOT_OPEN: {
    status: 409,
    message: 'Open a shift at this terminal first: Shift → Open shift, with the cash in the drawer.',
  },
  // details: { businessDate } — the day whose Z-reading is still to be printed.
  Z_READING_DUE: {
    status: 409,
    message: "Print the last business day's Z-reading before selling on a new day (close the shift first).",
  },
  SALE_ID_REUSED: {
    status: 409,
    message: 'This sale was already recorded with different items. Start a new sale.',
  },
  SALE_PRICE_CHANGED: { status: 409, message: 'A price changed while the item was in the cart.' },
  SALE_TOTAL_CHANGED: { status: 409, message: 'The total changed. Check the cart and try again.' },
  PRODUCT_NOT_SELLABLE: { status: 409, message: 'This product cannot be sold.' },
  APPROVAL_REQUIRED: { status: 403, message: 'A manager must approve this.' },
  // details: { held, max } — the terminal holds `max` carts already.
  HELD_CARTS_FULL: {
    status: 409,
    message: 'This terminal holds as many carts as it can. Resume or delete one first.',
  },
  // details: { bytes, maxBytes }
  HELD_CART_TOO_LARGE: { status: 413, message: 'This cart is too large to hold.' },
  // details: { kind, capRemainingCentavos, lines: [{ lineIndex, productName, reason, promoCentavos,
  // statutoryCentavos }] } — why each line does not get the senior/PWD discount (statutoryReport).
  STATUTORY_NOT_APPLICABLE: {
    status: 409,
    message: 'No item in the cart gets the senior/PWD discount.',
  },
  // Customers and credit (issue 23).
  CUSTOMER_NOT_FOUND: { status: 404, message: 'Customer not found.' },
  CUSTOMER_INACTIVE: {
    status: 409,
    message: 'This customer is inactive (or was merged into another record). Choose an active customer.',
  },
  CUSTOMER_REQUIRED: {
    status: 422,
    message: 'Choose the customer first: charging to an account and paying with points need one.',
  },
  // details: { reason: 'no_credit' | 'over_limit' | 'overdue', balanceCentavos, overdueCentavos,
  // creditLimitCentavos, availableCentavos }
  CREDIT_APPROVAL_REQUIRED: {
    status: 409,
    message:
      "This charge is above the customer's credit limit or the customer has overdue bills: a manager must approve it.",
  },
  // details: { points, neededPoints }
  POINTS_INSUFFICIENT: { status: 409, message: 'The customer does not have enough loyalty points.' },
  // details: { version } — the version now; the form reloads it.
  CUSTOMER_CHANGED: {
    status: 409,
    message: 'Someone else changed this customer since you opened it. Reload it and make your change again.',
  },
  // Suppliers, purchasing and payables (issue 24).
  SUPPLIER_NOT_FOUND: { status: 404, message: 'Supplier not found.' },
  SUPPLIER_INACTIVE: {
    status: 409,
    message: 'This supplier is inactive. Reactivate it or choose an active supplier.',
  },
  PURCHASE_ORDER_NOT_FOUND: { status: 404, message: 'Purchase order not found.' },
  RECEIVING_VOUCHER_NOT_FOUND: { status: 404, message: 'Receiving voucher not found.' },
  SUPPLIER_RETURN_NOT_FOUND: { status: 404, message: 'Supplier return not found.' },
  SUPPLIER_PAYMENT_NOT_FOUND: { status: 404, message: 'Supplier payment not found.' },
  // Transfer slips (issue 26): also the answer for a slip of branches that are not the person's.
  TRANSFER_NOT_FOUND: { status: 404, message: 'Transfer slip not found.' },
  OVER_DELIVERY_NOT_ALLOWED: {
    status: 409,
    message: 'More is being received than was ordered: a manager must allow the over-delivery.',
  },
  DOCUMENT_CHANGED: {
    status: 409,
    message: 'Someone else changed this document since you opened it. Reload it and make your change again.',
  },
  // Branches (issue 26).
  BRANCH_NOT_FOUND: { status: 404, message: 'Branch not found.' },
  LOCATION_NOT_FOUND: { status: 404, message: 'Location not found.' },
  // details: { version } — the version now; the form reloads it.
  BRANCH_CHANGED: {
    status: 409,
    message: 'Someone else changed this since you opened it. Reload it and make your change again.',
  },
  API_NOT_FOUND: { status: 404, message: 'There is nothing at this address.' },
  API_METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.' },
  API_UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Requests that change data must be sent as JSON.' },
  API_PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  API_CROSS_SITE_REQUEST: { status: 403, message: 'Cross-site requests are not allowed.' },
  API_RATE_LIMIT: { status: 429, message: 'Too many requests from this IP, please try again later.' },
  API_SERVER_ERROR: { status: 500, message: 'Server error. Please try again later.' },
  API_MAINTENANCE: { status: 503, message: 'System is under maintenance. Please try again later.' },
  FILE_UPLOAD_FAILED: { status: 400, message: 'File upload failed. Please try again.' },
  FILE_SIZE_EXCEEDED: { status: 413, message: 'File size is too large.' },
  FILE_TYPE_INVALID: { status: 415, message: 'Invalid file type.' },
  MAIL_NOT_SENT: {
    status: 502,
    message:
      'The e-mail could not be sent. Check the address, or ask an admin to check the mail server, then try again.',
  },
  BACKUP_WRONG_PASSPHRASE: {
    status: 422,
    message:
      'The passphrase does not open this backup file. Type the passphrase that was set when it was made.',
  },
  BACKUP_CORRUPTED: {
    status: 422,
    message: 'This backup file is damaged or incomplete, so nothing was restored. Use another copy of it.',
  },
  BACKUP_VERSION_MISMATCH: {
    status: 409,
    message:
      'This backup was made by a different version of the system, so it cannot be restored here. Nothing was changed.',
  },
  BACKUP_RESTORE_FAILED: {
    status: 500,
    message: 'The restore stopped before it finished, so nothing was changed. The current data is as it was.',
  },
  UNKNOWN_ERROR: { status: 500, message: 'An unexpected error occurred. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown; requestId: string };
}

export function statusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** A business rule said no. Services throw it; the one error handler turns it into the envelope. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export * from './reasons.ts';
