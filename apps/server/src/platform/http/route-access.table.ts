import type { Action, PermissionModule, Role } from '@fbms/domain';
import type { Access } from './guard.ts';

/**
 * The reviewed route → access table that `permissions.int.test.ts` holds every route to. It is written
 * by hand on purpose: each route also declares its rule (`defineRoute(access, …)`, published as
 * `x-fbms-access`), and the suite fails when the two differ, when a documented route has no row, or when
 * a row names no route. The role × route matrix is then computed from this table, not from what the
 * route says about itself, so a route that declares the wrong rule cannot pass.
 *
 * Reviewed against `packages/domain/src/users/permissions.ts` (seed 000 §6: the role table; "Operations
 * needs manager; backup, testing, admin-dashboard, user-roles and data-history need admin").
 * A new route adds one line here, in its module's block.
 */
const open: Access = { kind: 'public' };
const signedIn: Access = { kind: 'signed-in' };
const can = (module: PermissionModule, action: Action, minRole?: Role): Access =>
  minRole ? { kind: 'permission', module, action, minRole } : { kind: 'permission', module, action };

export const ROUTE_ACCESS: Readonly<Record<string, Access>> = {
  // health, setup, demo: before anyone can sign in
  'GET /api/health': open,
  'GET /api/setup': open,
  'POST /api/setup': can('settings', 'edit', 'admin'), // the store's first settings: admins only
  'POST /api/setup/confirm-owner': open, // the owner link from the server's own computer
  'GET /api/demo/credentials': open, // demo mode only: the sign-in screen lists the demo accounts
  'POST /api/client-errors': open, // the browser reports a crash, signed in or not

  // auth (better-auth behind the guard)
  'POST /api/auth/sign-in/email': open,
  'POST /api/auth/sign-up/email': open,
  'POST /api/auth/sign-out': open,
  'POST /api/auth/request-password-reset': open,
  'POST /api/auth/reset-password': open,
  'POST /api/auth/send-verification-email': open,
  'POST /api/auth/change-password': signedIn,
  'POST /api/auth/sign-in/social': open,
  'GET /api/auth/get-session': open,
  'GET /api/auth/verify-email': open,
  'GET /api/auth/callback/{provider}': open,

  // account: a person's own profile, sessions and settings
  'GET /api/me': signedIn,
  'PUT /api/account/profile': signedIn,
  'GET /api/account/sessions': signedIn,
  'DELETE /api/account/sessions/{id}': signedIn,
  'POST /api/account/sessions/end-others': signedIn,
  'GET /api/account/security': signedIn,
  'PUT /api/account/security': signedIn,
  'PUT /api/account/branch': signedIn, // the switcher: only a branch of the person's own
  'GET /api/settings/me': signedIn,
  'PATCH /api/settings/me': signedIn,
  'PUT /api/settings/me': signedIn,
  'DELETE /api/settings/me': signedIn,

  // users: managers see the list; changing anyone's access is the admin's ("user-roles need admin")
  'GET /api/users': can('users', 'view'),
  'POST /api/users/invitations': can('users', 'create', 'admin'),
  'PUT /api/users/{id}/role': can('users', 'edit', 'admin'),
  'POST /api/users/{id}/activate': can('users', 'edit', 'admin'),
  'POST /api/users/{id}/deactivate': can('users', 'edit', 'admin'),
  'POST /api/users/{id}/password-reset': can('users', 'edit', 'admin'),
  'PUT /api/users/{id}/branches': can('users', 'edit', 'admin'),

  // system settings: every role reads them (settings: view); only admins change them
  'GET /api/settings/system': can('settings', 'view'),
  'PATCH /api/settings/system': can('settings', 'edit', 'admin'),
  'GET /api/settings/system/logo': open, // the sign-in screen shows the store's logo
  'PUT /api/settings/system/logo': can('settings', 'edit', 'admin'),
  'DELETE /api/settings/system/logo': can('settings', 'edit', 'admin'),
  'GET /api/settings/system/payment-qr': signedIn, // shown to the customer at the till
  'PUT /api/settings/system/payment-qr': can('settings', 'edit', 'admin'),
  'DELETE /api/settings/system/payment-qr': can('settings', 'edit', 'admin'),

  // help, dashboard, notifications
  'GET /api/help': can('help', 'view'),
  'GET /api/help/{id}': can('help', 'view'),
  'GET /api/dashboard/getting-started': signedIn,
  'GET /api/dashboard/sales': can('pos', 'view'), // sales figures: the roles that see sales history
  'GET /api/notifications': signedIn,
  'DELETE /api/notifications': signedIn,
  'POST /api/notifications/{id}/read': signedIn,
  'POST /api/notifications/read-all': signedIn,
  'DELETE /api/notifications/{id}': signedIn,
  'GET /api/notifications/stream': signedIn,

  // catalog: everyone with inventory sees products; creating, editing, deleting per the role table
  'GET /api/products': can('inventory', 'view'),
  'POST /api/products': can('inventory', 'create'),
  'POST /api/products/import': can('inventory', 'create'),
  'GET /api/products/barcode/{barcode}': can('inventory', 'view'),
  'GET /api/products/{id}': can('inventory', 'view'),
  'PUT /api/products/{id}': can('inventory', 'edit'),
  'DELETE /api/products/{id}': can('inventory', 'delete'),
  'GET /api/products/{id}/image': can('inventory', 'view'),
  'PUT /api/products/{id}/image': can('inventory', 'edit'),
  'DELETE /api/products/{id}/image': can('inventory', 'edit'),
  'GET /api/categories': can('inventory', 'view'),
  'POST /api/categories': can('inventory', 'create'),
  'PUT /api/categories/{id}': can('inventory', 'edit'),
  'DELETE /api/categories/{id}': can('inventory', 'delete'),

  // inventory: reading stock is inventory: view; every stock change is inventory: edit
  'GET /api/locations': can('inventory', 'view'),
  'GET /api/products/{id}/stock': can('inventory', 'view'),
  'GET /api/stock/movements': can('inventory', 'view'),
  'POST /api/stock/adjustments': can('inventory', 'edit'),
  'POST /api/stock/open-pack': can('inventory', 'edit'),
  'GET /api/stock/counts': can('inventory', 'view'),
  'POST /api/stock/counts': can('inventory', 'edit'),
  'GET /api/stock/counts/{id}': can('inventory', 'view'),
  'PUT /api/stock/counts/{id}/lines': can('inventory', 'edit'),
  'POST /api/stock/counts/{id}/post': can('inventory', 'edit'),
  'POST /api/stock/counts/{id}/cancel': can('inventory', 'edit'),
  'GET /api/stock/valuation': can('reports', 'export'), // a money report: the roles that export reports
  // transfer slips (issue 26): reading is inventory: view; every write inventory: transfer (admins, managers)
  'GET /api/stock/transfers': can('inventory', 'view'),
  'GET /api/stock/transfers/options': can('inventory', 'view'),
  'GET /api/stock/transfers/in-transit': can('inventory', 'view'),
  'GET /api/stock/transfers/low-stock': can('inventory', 'view'),
  'POST /api/stock/transfers': can('inventory', 'transfer'),
  'GET /api/stock/transfers/{id}': can('inventory', 'view'),
  'PUT /api/stock/transfers/{id}': can('inventory', 'transfer'),
  'POST /api/stock/transfers/{id}/request': can('inventory', 'transfer'),
  'POST /api/stock/transfers/{id}/approve': can('inventory', 'transfer'),
  'POST /api/stock/transfers/{id}/issue': can('inventory', 'transfer'),
  'POST /api/stock/transfers/{id}/receive': can('inventory', 'transfer'),
  'POST /api/stock/transfers/{id}/resolutions': can('inventory', 'transfer'),
  'POST /api/stock/transfers/{id}/close': can('inventory', 'transfer'),
  'POST /api/stock/transfers/{id}/cancel': can('inventory', 'transfer'),
  'GET /api/stock/transfers/{id}/pdf': can('inventory', 'view'),

  // sales (permission module pos): history is pos: view, selling pos: create, the tills pos: edit
  // a product's stock in each branch (issue 26): the POS and the product page, so inventory: view
  'GET /api/products/{id}/availability': can('inventory', 'view'),
  'GET /api/pos/terminal': can('pos', 'view'),
  'GET /api/pos/terminals': can('pos', 'edit'),
  'POST /api/pos/terminals': can('pos', 'edit'),
  'POST /api/pos/terminals/{id}/retire': can('pos', 'edit'),
  'GET /api/pos/bnpc-cap': can('pos', 'create'),
  'GET /api/pos/held-carts': can('pos', 'create'),
  'POST /api/pos/held-carts': can('pos', 'create'),
  'DELETE /api/pos/held-carts/{id}': can('pos', 'create'),
  'POST /api/sales': can('pos', 'create'),
  'GET /api/sales': can('pos', 'view'),
  'GET /api/sales/{id}': can('pos', 'view'),
  'GET /api/sales/{id}/pdf': can('pos', 'view'),
  'POST /api/sales/{id}/reprints': can('pos', 'view'),
  'POST /api/sales/{id}/email': can('pos', 'view'),
  // voids and returns (issue 21): those who sell, with a manager's approval; the reports' lists: the tills
  'POST /api/sales/{id}/void': can('pos', 'create'),
  'POST /api/sales/{id}/returns': can('pos', 'create'),
  'GET /api/sales/voids': can('pos', 'edit'),
  'GET /api/sales/returns': can('pos', 'edit'),
  // the e-journal: every terminal's and cashier's printed documents, for those who run the tills
  'GET /api/sales/e-journal': can('pos', 'edit'),
  'GET /api/sales/e-journal/export': can('pos', 'edit'),
  // the POS back-end reports: money reports, the roles that export reports (as stock valuation)
  'GET /api/sales/reports/{report}': can('reports', 'export'),
  'GET /api/sales/reports/{report}/pdf': can('reports', 'export'),
  // Reports & Analytics: every role views (cost columns and purchases by supplier only for export); the PDF: export
  'GET /api/reports/{report}': can('reports', 'view'),
  'GET /api/reports/{report}/pdf': can('reports', 'export'),
  // Operations: the manager's day (the permission table's operations row: admin and manager)
  'GET /api/operations/today': can('operations', 'view'),

  // shifts (permission module pos): the cashier runs the drawer (pos: create)
  'GET /api/shifts/current': can('pos', 'create'),
  'POST /api/shifts': can('pos', 'create'),
  'POST /api/shifts/current/cash-slips': can('pos', 'create'),
  'POST /api/shifts/current/close': can('pos', 'create'),
  'POST /api/shifts/current/hand-over': can('pos', 'create'),
  // a manager reads the shifts of every terminal (pos: edit)
  'GET /api/shifts': can('pos', 'edit'),
  'GET /api/shifts/{id}': can('pos', 'edit'),
  'GET /api/shifts/{id}/cash-slips': can('pos', 'edit'),
  // readings: the cashier takes X and Z (pos: create); history and reprints are pos: view, like invoices;
  // the grand total's reset is admin alone (pos: delete is the admin's only, and minRole says it outright)
  'POST /api/shifts/{id}/x-reading': can('pos', 'create'),
  'POST /api/shifts/z-reading': can('pos', 'create'),
  'GET /api/shifts/readings': can('pos', 'view'),
  'GET /api/shifts/readings/{id}': can('pos', 'view'),
  'POST /api/shifts/readings/{id}/reprints': can('pos', 'view'),
  'GET /api/shifts/readings/{id}/pdf': can('pos', 'view'),

  // expenses (issue 22): who may see, record, file and approve them (expenses: approve — admin, manager,
  // accountant); categories and recurring templates are edits (expenses: edit)
  'GET /api/expenses/categories': can('expenses', 'view'),
  'POST /api/expenses/categories': can('expenses', 'edit'),
  'PUT /api/expenses/categories/{id}': can('expenses', 'edit'),
  'DELETE /api/expenses/categories/{id}': can('expenses', 'edit'),
  'GET /api/expenses/accounts': can('expenses', 'view'),
  'GET /api/expenses/drawers': can('expenses', 'view'),
  'GET /api/expenses/controls': can('expenses', 'view'),
  'GET /api/expenses/recurring': can('expenses', 'view'),
  'POST /api/expenses/recurring': can('expenses', 'edit'),
  'PUT /api/expenses/recurring/{id}': can('expenses', 'edit'),
  'GET /api/expenses': can('expenses', 'view'),
  'POST /api/expenses': can('expenses', 'create'),
  'GET /api/expenses/{id}': can('expenses', 'view'),
  'PUT /api/expenses/{id}': can('expenses', 'create'),
  'POST /api/expenses/{id}/submit': can('expenses', 'create'),
  'POST /api/expenses/{id}/approve': can('expenses', 'approve'),
  'POST /api/expenses/{id}/reject': can('expenses', 'approve'),
  'POST /api/expenses/{id}/pay': can('expenses', 'approve'),
  'PUT /api/expenses/{id}/attachment': can('expenses', 'create'),
  'DELETE /api/expenses/{id}/attachment': can('expenses', 'create'),
  'GET /api/expenses/{id}/attachment': can('expenses', 'view'),

  // marketing (issue 23): the customers row, managers and admins only; the opt-out link is public
  'POST /api/marketing/segments/preview': can('customers', 'view', 'manager'),
  'GET /api/marketing/segments': can('customers', 'view', 'manager'),
  'POST /api/marketing/segments': can('customers', 'create', 'manager'),
  'PUT /api/marketing/segments/{id}': can('customers', 'create', 'manager'),
  'DELETE /api/marketing/segments/{id}': can('customers', 'create', 'manager'),
  'GET /api/marketing/campaigns': can('customers', 'view', 'manager'),
  'POST /api/marketing/campaigns': can('customers', 'create', 'manager'),
  'GET /api/marketing/campaigns/{id}': can('customers', 'view', 'manager'),
  'POST /api/marketing/campaigns/{id}/send': can('customers', 'create', 'manager'),
  'POST /api/marketing/opt-outs': can('customers', 'create', 'manager'),
  'GET /api/marketing/opt-out/{token}': open, // the link in a marketing e-mail: no sign-in

  // loyalty (issue 23): the customers row, managers and admins only
  'GET /api/loyalty/settings': can('customers', 'view', 'manager'),
  'PUT /api/loyalty/settings': can('customers', 'edit', 'manager'),
  'GET /api/loyalty/overview': can('customers', 'view', 'manager'),
  'GET /api/loyalty/ledger': can('customers', 'view', 'manager'),
  'POST /api/loyalty/adjust': can('customers', 'edit', 'manager'),

  // customers (issue 23): cashier, manager add and change them (customers: create, edit); merging two
  // records is an edit a manager or admin makes
  'GET /api/customers': can('customers', 'view'),
  'POST /api/customers': can('customers', 'create'),
  'GET /api/customers/{id}': can('customers', 'view'),
  'PUT /api/customers/{id}': can('customers', 'edit'),
  'PUT /api/customers/{id}/active': can('customers', 'edit'),
  'POST /api/customers/{id}/merge': can('customers', 'edit', 'manager'),
  'POST /api/customers/{id}/opening-balance': can('customers', 'edit'),
  'PUT /api/customers/{id}/consent': can('customers', 'edit'),
  'GET /api/customers/{id}/consent': can('customers', 'view'),
  'GET /api/customers/{id}/ledger': can('customers', 'view'),
  'GET /api/customers/{id}/summary': can('customers', 'view'),
  'GET /api/customers/{id}/sales': can('customers', 'view'),
  // collections (issue 23, customer-transactions): receiving a payment is a create (cashier, manager);
  // a bounced check is a manager's; statements and the reports are views
  'POST /api/customers/{id}/receipts': can('customers', 'create'),
  'GET /api/customers/receipts': can('customers', 'view'),
  'GET /api/customers/receipts/{id}': can('customers', 'view'),
  'GET /api/customers/receipts/{id}/pdf': can('customers', 'view'),
  'POST /api/customers/receipts/{id}/bounce': can('customers', 'edit', 'manager'),
  'GET /api/customers/ageing': can('customers', 'view'),
  'GET /api/customers/collections-due': can('customers', 'view'),
  'GET /api/customers/{id}/statement': can('customers', 'view'),
  'GET /api/customers/{id}/statement.pdf': can('customers', 'view'),
  'POST /api/customers/{id}/statement/email': can('customers', 'edit'),
  'GET /api/customers/export': can('customers', 'view'),
  'POST /api/customers/import': can('customers', 'create'),
  // receiving vouchers and supplier returns (issue 24, receiving-voucher): posting is purchases receive
  // (manager, accountant, admin); more than ordered needs approve, checked inside; the lists are views
  'GET /api/purchases/payables/bills': can('purchases', 'view'),
  'GET /api/purchases/payables/ageing': can('purchases', 'view'),
  'GET /api/purchases/payables/due': can('purchases', 'view'),
  'GET /api/purchases/payables/payments': can('purchases', 'view'),
  'POST /api/purchases/payables/payments': can('purchases', 'pay'),
  'GET /api/purchases/payables/payments/{id}': can('purchases', 'view'),
  'GET /api/purchases/payables/payments/{id}/pdf': can('purchases', 'view'),
  'GET /api/purchases/payables/2307': can('purchases', 'view'),
  'GET /api/purchases/payables/2307.pdf': can('purchases', 'view'),
  'POST /api/purchases/receiving': can('purchases', 'receive'),
  'GET /api/purchases/receiving': can('purchases', 'view'),
  'GET /api/purchases/receiving/open-orders': can('purchases', 'view'),
  'GET /api/purchases/receiving/options': can('purchases', 'view'),
  'GET /api/purchases/receiving/products': can('purchases', 'view'),
  'GET /api/purchases/receiving/{id}': can('purchases', 'view'),
  'POST /api/purchases/returns': can('purchases', 'receive'),
  'GET /api/purchases/returns': can('purchases', 'view'),
  'GET /api/purchases/returns/stock': can('purchases', 'view'),
  'GET /api/purchases/returns/{id}': can('purchases', 'view'),
  'POST /api/pos/terminals/{id}/grand-total-reset': can('pos', 'delete', 'admin'),
  // backup (issue 25): admin only (settings edit, admin)
  'GET /api/backup/settings': can('settings', 'edit', 'admin'),
  'PUT /api/backup/settings': can('settings', 'edit', 'admin'),
  'GET /api/backup/backups': can('settings', 'edit', 'admin'),
  'POST /api/backup/backups': can('settings', 'edit', 'admin'),
  'GET /api/backup/backups/{id}': can('settings', 'edit', 'admin'),
  'DELETE /api/backup/backups/{id}': can('settings', 'edit', 'admin'),
  'GET /api/backup/backups/{id}/file': can('settings', 'edit', 'admin'),
  'POST /api/backup/uploads': can('settings', 'edit', 'admin'),
  'POST /api/backup/restore': can('settings', 'edit', 'admin'),
  'POST /api/backup/drills': can('settings', 'edit', 'admin'),
  'GET /api/backup/runs': can('settings', 'edit', 'admin'),

  // suppliers (issue 24): admin CRUD, manager view/create/edit, accountant view
  'GET /api/suppliers': can('suppliers', 'view'),
  'POST /api/suppliers': can('suppliers', 'create'),
  'GET /api/suppliers/export': can('suppliers', 'view'),
  'POST /api/suppliers/import': can('suppliers', 'create'),
  'GET /api/suppliers/{id}': can('suppliers', 'view'),
  'PUT /api/suppliers/{id}': can('suppliers', 'edit'),
  'PUT /api/suppliers/{id}/active': can('suppliers', 'edit'),
  'GET /api/suppliers/{id}/products': can('suppliers', 'view'),
  'POST /api/suppliers/{id}/products': can('suppliers', 'edit'),
  'DELETE /api/suppliers/{id}/products/{productId}': can('suppliers', 'edit'),
  'GET /api/suppliers/{id}/orders': can('suppliers', 'view'),
  'GET /api/suppliers/{id}/deliveries': can('suppliers', 'view'),
  'GET /api/suppliers/{id}/returns': can('suppliers', 'view'),
  'GET /api/suppliers/{id}/payables': can('suppliers', 'view'),

  // accounting back office: the accountant reads (view), posts manual entries and reversals (create),
  // edits accounts and closes or reopens months (edit)
  'GET /api/accounting/accounts': can('accounting', 'view'),
  'POST /api/accounting/accounts': can('accounting', 'create'),
  'PATCH /api/accounting/accounts/{id}': can('accounting', 'edit'),
  'GET /api/accounting/entries': can('accounting', 'view'),
  'GET /api/accounting/entries/{id}': can('accounting', 'view'),
  'POST /api/accounting/entries': can('accounting', 'create'),
  'POST /api/accounting/entries/{id}/reverse': can('accounting', 'create'),
  'GET /api/accounting/periods': can('accounting', 'view'),
  'POST /api/accounting/periods/{month}/close': can('accounting', 'edit'),
  'POST /api/accounting/periods/{month}/reopen': can('accounting', 'edit'),
  // accounting reports (accountant, admin)
  'GET /api/accounting/reports/{report}': can('accounting', 'view'),
  'GET /api/accounting/reports/{report}/pdf': can('accounting', 'view'),
  'GET /api/accounting/reports/entries/{entryId}': can('accounting', 'view'),

  // purchase orders (issue 24): admin and manager make, change and approve; the accountant views
  'GET /api/purchases': can('purchases', 'view'),
  'GET /api/purchases/form-options': can('purchases', 'view'),
  'GET /api/purchases/product-options': can('purchases', 'view'),
  'GET /api/purchases/reorder-suggestions': can('purchases', 'view'),
  'GET /api/purchases/{id}': can('purchases', 'view'),
  'GET /api/purchases/{id}/pdf': can('purchases', 'view'),
  'POST /api/purchases': can('purchases', 'create'),
  'PUT /api/purchases/{id}': can('purchases', 'edit'),
  'POST /api/purchases/{id}/submit': can('purchases', 'edit'),
  'POST /api/purchases/{id}/approve': can('purchases', 'approve'),
  'POST /api/purchases/{id}/reject': can('purchases', 'approve'),
  'POST /api/purchases/{id}/cancel': can('purchases', 'edit'),
  'POST /api/purchases/{id}/close': can('purchases', 'edit'),
  'POST /api/purchases/{id}/email': can('purchases', 'edit'),

  // branches (issue 26): admin CRUD, manager view (their own branches)
  'GET /api/branches': can('branches', 'view'),
  'POST /api/branches': can('branches', 'create'),
  'GET /api/branches/{id}': can('branches', 'view'),
  'PUT /api/branches/{id}': can('branches', 'edit'),
  'POST /api/branches/{id}/locations': can('branches', 'edit'),
  'PUT /api/branches/locations/{locationId}': can('branches', 'edit'),

  // admin
  'GET /api/admin/jobs': can('system-monitoring', 'view', 'admin'),
  'GET /api/admin/dashboard': can('admin-dashboard', 'view', 'admin'),
  'DELETE /api/admin/sessions/{id}': can('admin-dashboard', 'manage', 'admin'),

  // system check (registry id testing)
  'POST /api/system-check/run': can('system-monitoring', 'view', 'admin'),
  'GET /api/system-check/last': can('system-monitoring', 'view', 'admin'),

  // data history (issue 25): the audit log and the privacy tools, admin only
  'GET /api/data-history': can('security', 'view', 'admin'),
  'GET /api/data-history/people': can('security', 'view', 'admin'),
  'GET /api/data-history/export': can('security', 'view', 'admin'),
  'GET /api/data-history/customers/{id}/export': can('security', 'manage', 'admin'),
  'GET /api/data-history/employees/{id}/export': can('security', 'manage', 'admin'),
  'POST /api/data-history/customers/{id}/anonymize': can('security', 'manage', 'admin'),
};
