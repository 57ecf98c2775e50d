// The hand-over on /profile/delete-account (decision 0145): each organisation the person is the
// only owner of, with a form per other member to transfer ownership to them; the person then
// stays as staff until their account goes. Works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { SpinnerButton } from "~/components/spinner-button";
import { memberName, type MemberView } from "~/components/organisations/members-list";

export interface HandoverView {
  organisationId: string;
  name: string;
  members: readonly Omit<MemberView, "role">[];
}

/** Its words are the catalogue's `account.*`: the page that shows it sends them (issue 33). */
export function OwnershipHandover({ organisations }: { organisations: readonly HandoverView[] }) {
  const t = useT();
  return (
    <section aria-labelledby="handover-heading">
      <h2 id="handover-heading">{t("account.handover")}</h2>
      {organisations.map((organisation) => (
        <div key={organisation.organisationId} className="org-panel">
          <h3>{organisation.name}</h3>
          <p>{t("account.handoverText")}</p>
          <ul className="org-list">
            {organisation.members.map((member) => (
              <li key={member.userId} className="org-list__item">
                <span>
                  <strong>{memberName({ ...member, role: "" })}</strong>
                  <span className="org-list__meta"> {member.email}</span>
                </span>
                <Form method="post" className="org-list__actions">
                  <input type="hidden" name="organisationId" value={organisation.organisationId} />
                  <input type="hidden" name="memberId" value={member.userId} />
                  <SpinnerButton
                    type="submit"
                    name="intent"
                    value="transfer-ownership"
                    className="button"
                    aria-label={t("account.transferTo", {
                      organisation: organisation.name,
                      member: memberName({ ...member, role: "" }),
                    })}
                  >
                    {t("account.transfer")}
                  </SpinnerButton>
                </Form>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p>
        {t("account.handoverOr")} <Link to="/profile/company">{t("account.handoverLink")}</Link>{" "}
        {t("account.handoverAfter")}
      </p>
    </section>
  );
}
