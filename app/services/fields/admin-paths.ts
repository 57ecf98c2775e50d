// The admin's field pages (issue 14): shared by the pages' components and their server modules,
// so a component never imports a *.server module for a constant. No imports: an admin page that
// only links to them (an organisation's page) loads nothing more (decision 0156).

export const FIELD_RECORDS_PATH = "/admin/journey/fieldRecords";
export const ADMIN_FIELDS_PATH = "/admin/journey/fields";
