// Veld's clock: dates are shown, and day boundaries (closing dates, e-mail send times) fall, in
// South African Standard Time, whatever the server's or the phone's own zone.
export const TIME_ZONE = "Africa/Johannesburg";
