// For loaders: the country list a phone field shows, and a stored number split for the field.
// Server-only on purpose: the browser never gets the metadata from a route's main chunk.
export { listPhoneCountries, parseStoredPhone } from "./phone-metadata";
