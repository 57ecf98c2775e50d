// The job application's rules beyond each field's own checks (spec §3 'Application form
// fields', §5 'Application and job forms', §9 'Notice period in weeks'). Pure: the application
// form's schema calls them (application-form.ts), in the browser and on the server.

export const WHOLE_WEEKS = "Enter a whole number of weeks, like 4.";
export const INVALID_LINKEDIN =
  "Enter the address of your LinkedIn profile, like https://www.linkedin.com/in/your-name.";

/** LinkedIn profile addresses: linkedin.com (any subdomain) with a path, scheme optional. */
export function isLinkedInAddress(value: string) {
  return /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)*linkedin\.com\/\S+$/i.test(value.trim());
}

/** spec §9 'Notice period in weeks': a whole number of them; none asked, nothing to check. */
export function noticePeriodError(weeks: number | null): string | null {
  return weeks !== null && !Number.isInteger(weeks) ? WHOLE_WEEKS : null;
}

/** spec §5 'Explicitly optional: linkedin': when given, it is a LinkedIn profile's address. */
export function linkedinError(address: string | null): string | null {
  return address !== null && !isLinkedInAddress(address) ? INVALID_LINKEDIN : null;
}
