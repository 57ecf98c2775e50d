// The expression of interest's schema as the API reads its body (spec §7 'expressInterest POST'):
// the same field list as the page's form. Only the server builds it; the page's form loads its
// schema on first use through its validator.
import { formSchema } from "~/services/kit/forms/form-schema";
import { EXPRESS_INTEREST_FIELDS } from "./express-interest";

export const expressInterestSchema = formSchema(EXPRESS_INTEREST_FIELDS);
