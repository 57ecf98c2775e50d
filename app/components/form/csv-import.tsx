// The kit's CSV import section (soil samples, decision 0092; livestock numbers, decision 0077):
// the template's link with what to fill in, every row's problem when a file is refused (nothing
// is stored then) and the upload form (the kit's file upload). The form names itself in its
// `intent` (decision 0128) and posts to the page's own URL, an open dialog's ?dialog= dropped so
// it does not open again after the import. A refused file's rows come back as the action
// result's `problems`, read here by the intent. Works without JavaScript.
import { useLocation } from "@remix-run/react";
import type { Validator } from "remix-validated-form";
import { useActionResult } from "~/components/form/action-result";
import { FormBuilder } from "~/components/form/form-builder";
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { withParam } from "~/services/kit/url-state";

export interface CsvImportProps<Fields extends readonly FieldSpec[]> {
  /** h2 where the import is a section of the page, h3 under one of its sections. */
  headingLevel: 2 | 3;
  templateHref: string;
  /** What the template holds and how to fill it in: the sentences after the template's link. */
  instructions: string;
  fields: Fields;
  validator: Validator<ValuesOf<Fields>>;
  /** The form's intent in the action (and its id). */
  intent: string;
  submitLabel: string;
}

export function CsvImport<const Fields extends readonly FieldSpec[]>(
  props: CsvImportProps<Fields>,
) {
  const { pathname, search } = useLocation();
  const { problems } = useActionResult(props.intent);
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  const action = pathname + withParam(search, "dialog", null);
  return (
    <section aria-labelledby="csv-heading">
      <Heading id="csv-heading">Import from a spreadsheet</Heading>
      <p>
        <a href={props.templateHref} download>
          Download the template (CSV)
        </a>
        {`: ${props.instructions}`}
      </p>
      {problems.length > 0 ? (
        <div className="notice notice--error" role="alert" data-testid="csv-errors">
          <p>Nothing was imported. Correct these rows:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormBuilder
        intent={props.intent}
        fields={props.fields}
        validator={props.validator}
        action={action}
        submitLabel={props.submitLabel}
      />
    </section>
  );
}
