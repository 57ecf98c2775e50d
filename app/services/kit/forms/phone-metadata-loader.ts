// The phone metadata (libphonenumber-js's, about 50 KB of gzip), loaded on first use: in the
// browser a chunk of its own, fetched only on pages whose form has a phone field (decision 0010).
import type * as PhoneMetadata from "./phone-metadata";

let phoneMetadata: Promise<typeof PhoneMetadata> | undefined;

export function loadPhoneMetadata() {
  phoneMetadata ??= import("./phone-metadata");
  return phoneMetadata;
}
