// Shown wherever the public documents name the organisation behind Veld while its details are
// placeholders (app/shared/organisation.ts).
import { ORGANISATION_DETAILS_ARE_PLACEHOLDERS } from "~/shared/organisation";

export function PlaceholderNotice() {
  if (!ORGANISATION_DETAILS_ARE_PLACEHOLDERS) return null;
  return (
    <p>
      <strong>Placeholder details.</strong> The company name, registration number, postal address
      and e-mail addresses on this page are examples until the organisation that runs Veld publishes
      its own. Addresses ending in <code>.example</code> do not receive e-mail.
    </p>
  );
}
