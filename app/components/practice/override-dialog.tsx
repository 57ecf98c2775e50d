// The dialog of the admin's corrections page (decision 0078): what the farmer entered, the
// correction that counts (if any), the 'Override' form (value and reason) and, for a corrected
// value, 'Remove correction' (a reason). Real posts to the page's URL (the open dialog's, so a
// refused post comes back to it), each with its intent and the value it corrects in its body
// (decision 0128); without JavaScript the dialog is the server-rendered URL
// ?dialog=override&override=<value>.
import { intentName } from "~/services/kit/forms/intent";
import { UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import { formatDateTime, formatNumber } from "~/services/kit/format";
import {
  OVERRIDE_DIALOG,
  OVERRIDE_PARAM,
  overrideFields,
  REMOVE_OVERRIDE_FIELDS,
  targetParam,
  type OverrideIntent,
} from "~/services/practice/overrides-forms";
import {
  overrideValidator,
  removeOverrideValidator,
} from "~/components/practice/override-validators";
import type { OverrideView } from "~/services/practice/overrides";
import type { OverrideRecordType } from "~/shared/practice";

export interface OverrideDialogTarget {
  recordType: OverrideRecordType;
  recordId: string;
  valueName: string;
  label: string;
  original: number;
  override: OverrideView | null;
}

export function OverrideDialog({ target }: { target: OverrideDialogTarget | null }) {
  const { override } = target ?? { override: null };
  return (
    <UrlDialog
      name={OVERRIDE_DIALOG}
      title={target ? `Correct: ${target.label}` : "Correct a value"}
      clear={[OVERRIDE_PARAM]}
    >
      {!target ? (
        <p>There is no such value to correct in this organisation&apos;s practice data.</p>
      ) : (
        <>
          <p>
            The farmer entered <strong>{formatNumber(target.original, 2)}</strong>. Their value
            stays as they typed it; the correction is what counts, and they see it with your reason.
          </p>
          {override ? (
            <p data-testid="override-current">
              Corrected to <strong>{formatNumber(override.value, 2)}</strong>
              {override.by ? ` by ${override.by}` : ""} on {formatDateTime(override.at)}:{" "}
              {override.reason}
            </p>
          ) : null}
          <FormBuilder
            intent={intentName<OverrideIntent>("override")}
            fields={overrideFields(target.valueName)}
            validator={overrideValidator(target.valueName)}
            defaultValues={{ value: override?.value ?? target.original, reason: "" }}
            submitLabel={override ? "Change correction" : "Override"}
            className="override-form"
          >
            <input type="hidden" name="override" value={targetParam(target)} />
          </FormBuilder>
          {override ? (
            <FormBuilder
              intent={intentName<OverrideIntent>("remove")}
              fields={REMOVE_OVERRIDE_FIELDS}
              validator={removeOverrideValidator}
              defaultValues={{ reason: "" }}
              submitLabel="Remove correction"
              className="override-form"
            >
              <input type="hidden" name="override" value={targetParam(target)} />
            </FormBuilder>
          ) : null}
        </>
      )}
    </UrlDialog>
  );
}
