/**
 * The client's own messages (lib/api.ts): the answers no server gave, and the unexpected ones. Kept apart
 * from the app's dictionaries so the sign-in page's first download carries them too; the sign-in texts
 * and en.ts / fil.ts serve them under `api`.
 */
export const apiTextsEn = {
  timeout: 'Request timed out after {{ms}}ms',
  network: 'Network error while contacting the server. Check the connection and try again.',
  unexpected: 'The server gave an unexpected answer (HTTP {{status}}). Please try again.',
  diskFull:
    "The server's disk is full, so nothing was saved. Ask the administrator to free space on the server, then try again.",
};

export type ApiTexts = { [K in keyof typeof apiTextsEn]: string };

export const apiTextsFil: ApiTexts = {
  timeout: 'Nag-time out ang request pagkalipas ng {{ms}}ms',
  network: 'Network error habang kumokonekta sa server. Suriin ang koneksyon at subukan ulit.',
  unexpected: 'Hindi inaasahang sagot mula sa server (HTTP {{status}}). Pakisubukan ulit.',
  diskFull:
    'Puno na ang disk ng server, kaya walang na-save. Hilingin sa administrator na magbakante ng espasyo sa server, saka subukan ulit.',
};
