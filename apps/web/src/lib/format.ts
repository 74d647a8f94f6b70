import { MANILA_TIME_ZONE } from '@fbms/domain';

/** Dates are shown in the store's zone (Asia/Manila) with Philippine English conventions. */
const DATE = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: MANILA_TIME_ZONE });

export const formatDate = (iso: string) => DATE.format(new Date(iso));
/** Manila time, as the invoice prints it (shared with the server's PDF). */
export { formatManilaDateTime as formatDateTime } from '@fbms/domain';
