import { MANILA_TIME_ZONE } from '@fbms/domain';

/** Dates are shown in the store's zone (Asia/Manila) with Philippine English conventions. */
const DATE = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: MANILA_TIME_ZONE });

export const formatDate = (iso: string) => DATE.format(new Date(iso));
/** Manila time, as the invoice prints it (shared with the server's PDF). */
/** 145000 → "₱1,450.00": the one peso format of every screen (shared with the invoice PDF the server renders). */
export { formatManilaDateTime as formatDateTime, formatPeso } from '@fbms/domain';
