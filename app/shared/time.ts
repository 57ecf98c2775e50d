// Veld's clock: dates are shown, and day boundaries (closing dates, e-mail send times) fall, in
// South African Standard Time, whatever the server's or the phone's own zone.
export const TIME_ZONE = "Africa/Johannesburg";

/** Lengths of time in milliseconds: the one definition every module uses. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
