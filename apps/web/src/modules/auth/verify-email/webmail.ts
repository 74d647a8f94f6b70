/** Where to read mail for the common Philippine consumer providers; other domains get no button. */
const WEBMAIL: Record<string, { name: 'gmail' | 'yahoo' | 'outlook'; url: string }> = {
  'gmail.com': { name: 'gmail', url: 'https://mail.google.com/' },
  'googlemail.com': { name: 'gmail', url: 'https://mail.google.com/' },
  'yahoo.com': { name: 'yahoo', url: 'https://mail.yahoo.com/' },
  'yahoo.com.ph': { name: 'yahoo', url: 'https://mail.yahoo.com/' },
  'outlook.com': { name: 'outlook', url: 'https://outlook.live.com/mail/' },
  'hotmail.com': { name: 'outlook', url: 'https://outlook.live.com/mail/' },
  'live.com': { name: 'outlook', url: 'https://outlook.live.com/mail/' },
};

export function webmailFor(email: string | undefined) {
  const domain = email?.split('@')[1]?.trim().toLowerCase();
  return domain ? (WEBMAIL[domain] ?? null) : null;
}
