// The page of /profile/delete-account (issue 19; decision 0110), in the person's language
// (issue 33: the catalogue's account.* and roles.*, which the route sends): what is deleted and
// what is kept, then ?step=confirm with the form, or the hand-over when they are an
// organisation's only owner. Works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { useActionResult } from "~/components/form/action-result";
import { useT } from "~/components/i18n";
import { useOperator } from "~/components/operator";
import {
  OwnershipHandover,
  type HandoverView,
} from "~/components/organisations/ownership-handover";
import {
  DELETE_ACCOUNT_INTENT,
  DELETE_ACCOUNT_PATH,
  REASON_MAX_LENGTH,
} from "~/services/retention/account-deletion";
import { isMemberRole } from "~/shared/roles";

export function DeleteAccountPage({
  email,
  confirming,
  refusal,
  organisations,
  handover,
}: {
  email: string;
  confirming: boolean;
  refusal: string | null;
  organisations: readonly {
    name: string;
    role: string;
    leftWithoutMembers: boolean;
    contractSigned: boolean;
  }[];
  handover: readonly HandoverView[];
}) {
  const t = useT();
  const officer = useOperator().informationOfficer;
  const answer = useActionResult(DELETE_ACCOUNT_INTENT);
  const errors: { confirm?: string; reason?: string } = answer.fieldErrors;
  const formError = answer.formError ?? refusal;
  const reasonAsSent = answer.values.reason;
  return (
    <div className="stack">
      <h1>{t("account.heading")}</h1>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <section aria-labelledby="what-goes">
        <h2 id="what-goes">{t("account.whatGoes")}</h2>
        <p>{t("account.whatGoesText", { email })}</p>
        <h2>{t("account.whatKept")}</h2>
        <ul>
          <li>{t("account.keptRecords")}</li>
          <li>{t("account.keptAudit")}</li>
          <li>{t("account.keptMail")}</li>
          <li>
            {t("account.keptApplications")} <a href={`mailto:${officer.email}`}>{officer.email}</a>.
          </li>
        </ul>
        {organisations.length > 0 ? (
          <>
            <h2>{t("account.organisations")}</h2>
            <ul>
              {organisations.map((o) => (
                <li key={o.name}>
                  {o.name} ({isMemberRole(o.role) ? t(`roles.${o.role}`) : o.role})
                  {t(
                    o.leftWithoutMembers
                      ? o.contractSigned
                        ? "account.orgOnlySigned"
                        : "account.orgOnly"
                      : "account.orgOthers",
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {refusal ? (
        <OwnershipHandover organisations={handover} />
      ) : confirming ? (
        <Form method="post" action={`${DELETE_ACCOUNT_PATH}?step=confirm`} className="stack">
          <input type="hidden" name="intent" value={DELETE_ACCOUNT_INTENT} />
          <h2>{t("account.confirm")}</h2>
          <p>
            <label htmlFor="reason">{t("account.reason")}</label>
            <br />
            <textarea
              id="reason"
              name="reason"
              rows={3}
              maxLength={REASON_MAX_LENGTH}
              defaultValue={typeof reasonAsSent === "string" ? reasonAsSent : ""}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? "reason-error" : undefined}
            />
            {errors.reason ? (
              <span id="reason-error" className="field-error">
                {errors.reason}
              </span>
            ) : null}
          </p>
          <p>
            <input
              type="checkbox"
              id="confirm"
              name="confirm"
              value="yes"
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? "confirm-error" : undefined}
            />{" "}
            <label htmlFor="confirm">{t("account.understand")}</label>
            {errors.confirm ? (
              <>
                <br />
                <span id="confirm-error" className="field-error">
                  {errors.confirm}
                </span>
              </>
            ) : null}
          </p>
          <p>
            <button type="submit" className="button button--danger">
              {t("account.heading")}
            </button>{" "}
            <Link to="/profile/home">{t("account.keep")}</Link>
          </p>
        </Form>
      ) : (
        <p>
          <Link to="/profile/data-export" reloadDocument>
            {t("account.downloadFirst")}
          </Link>{" "}
          ·{" "}
          <Link to={`${DELETE_ACCOUNT_PATH}?step=confirm`} className="button">
            {t("account.continue")}
          </Link>
        </p>
      )}
    </div>
  );
}
