// The issued credits of every organisation (issue 17; decision 0092): the filter by
// organisation (a GET form), the table with a void link per record for write:admin, the record
// form (?dialog=record) and the void form (?dialog=void&creditId=). Works without JavaScript.
import { intentName } from "~/services/kit/forms/intent";
import { useMemo } from "react";
import { Form, useLocation } from "@remix-run/react";
import { UrlDialog, DialogLink } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import { formatDate, formatNumber } from "~/services/kit/format";
import {
  creditFormFields,
  VOID_FIELDS,
  type CreditIntent,
} from "~/services/calculations/credits-forms";
import { creditFormValidator, voidValidator } from "~/components/calculations/credit-validators";
import { ScrollRegion } from "~/components/scroll-region";

export interface CreditRow {
  id: string;
  companyName: string;
  seasonLabel: string;
  tonnesCo2e: number;
  issuedOn: string;
  registry: string;
  serialRange: string | null;
  note: string;
  recordedBy: string | null;
  voided: boolean;
  voidReason: string | null;
}

export function CreditsFilter({
  organisations,
  companyId,
}: {
  organisations: ChoiceOption[];
  companyId: string | null;
}) {
  return (
    <Form method="get" className="cr-filter">
      <label>
        Organisation{" "}
        <select name="companyId" defaultValue={companyId ?? ""}>
          <option value="">Every organisation</option>
          {organisations.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        Show
      </button>
    </Form>
  );
}

export function CreditsTable({ credits, canWrite }: { credits: CreditRow[]; canWrite: boolean }) {
  if (credits.length === 0) return <p>No credits recorded yet.</p>;
  return (
    <ScrollRegion className="cr-scroll" label="Issued credits">
      <table className="cr-table" data-testid="credits-table">
        <thead>
          <tr>
            <th scope="col">Organisation</th>
            <th scope="col">Season</th>
            <th scope="col" className="cr-num">
              t CO₂e
            </th>
            <th scope="col">Issued</th>
            <th scope="col">Registry</th>
            <th scope="col">Serial numbers</th>
            <th scope="col">Note</th>
            <th scope="col">Recorded by</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {credits.map((c) => (
            <tr key={c.id} className={c.voided ? "cr-void" : undefined}>
              <td>{c.companyName}</td>
              <td>{c.seasonLabel}</td>
              <td className="cr-num">{formatNumber(c.tonnesCo2e)}</td>
              <td>{formatDate(c.issuedOn)}</td>
              <td>{c.registry}</td>
              <td>{c.serialRange ?? "-"}</td>
              <td>{c.note}</td>
              <td>{c.recordedBy ?? "-"}</td>
              <td>
                {c.voided ? (
                  `Void: ${c.voidReason ?? ""}`
                ) : canWrite ? (
                  <DialogLink
                    name="void"
                    params={{ creditId: c.id }}
                    className="button button--danger"
                  >
                    Void
                    <span className="visually-hidden">
                      {" "}
                      {formatNumber(c.tonnesCo2e)} t of {c.companyName}
                    </span>
                  </DialogLink>
                ) : (
                  "Issued"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function CreditDialogs({
  organisations,
  seasons,
  today,
  companyId,
}: {
  organisations: ChoiceOption[];
  seasons: ChoiceOption[];
  today: string;
  companyId: string | null;
}) {
  // The void dialog's record (?dialog=void&creditId=) goes into the form's body.
  const creditId = new URLSearchParams(useLocation().search).get("creditId");
  const fields = useMemo(
    () => creditFormFields(organisations, seasons, today),
    [organisations, seasons, today],
  );
  const validator = useMemo(
    () => creditFormValidator(organisations, seasons, today),
    [organisations, seasons, today],
  );
  return (
    <>
      <UrlDialog name="record" title="Record issued credits">
        <FormBuilder
          intent={intentName<CreditIntent>("record")}
          fields={fields}
          validator={validator}
          defaultValues={{ companyId: companyId ?? "", season: seasons[1]?.value ?? "" }}
          submitLabel="Record credits"
        />
      </UrlDialog>
      <UrlDialog name="void" title="Void issued credits" clear={["creditId"]}>
        <FormBuilder
          intent={intentName<CreditIntent>("void")}
          fields={VOID_FIELDS}
          validator={voidValidator}
          submitLabel="Void the record"
        >
          {creditId ? <input type="hidden" name="creditId" value={creditId} /> : null}
        </FormBuilder>
      </UrlDialog>
    </>
  );
}
