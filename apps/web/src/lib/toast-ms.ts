/** Toast durations of seed 000 §9 / seed 001 §9: 5 s by default, 7 s errors, 4 s task complete, 8 s session expired. */
export const TOAST_MS = {
  success: 5000,
  info: 5000,
  error: 7000,
  warning: 5000,
  taskComplete: 4000,
  sessionExpired: 8000,
} as const;
