// /profile/company (spec §2 '/profile': company; §3 'Organisation / company'): the active
// organisation's info as a read-only summary card (owners may edit it), its members with their
// roles, and invites: owners invite by e-mail with a role and may revoke; invitees answer theirs.
// A refused member form (decision 0145) comes back here: an error summary at the top of the page
// and the sentence beside the form, with what was posted kept.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RefusalSummary } from "~/components/form/refusal-summary";
import { CompanyInfoCard } from "~/components/organisations/company-info-card";
import {
  useMemberRefusal,
  type MemberIntent,
  type MemberRefusal,
} from "~/components/organisations/member-refusal";
import { LeaveOrganisation, MemberConfirm } from "~/components/organisations/member-confirm";
import { MembersList } from "~/components/organisations/members-list";
import { NewOrganisation } from "~/components/organisations/new-organisation";
import { ReceivedInvites } from "~/components/organisations/received-invites";
import { SentInvites } from "~/components/organisations/sent-invites";
import { ReportList } from "~/components/reports/report-list";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import { handleCompanyPost, loadCompanyPage } from "./data.server";

export const meta: MetaFunction = () => [{ title: "Company information · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return loadCompanyPage(context, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const profile = await requireProfileWriter(request);
  return handleCompanyPost(profile, request, context.requestId);
}

/** The confirmation step each member form is posted from (the role change has none). */
const STEP_OF: Record<MemberIntent, string | null> = {
  "member-role": null,
  "remove-member": "remove",
  "transfer-ownership": "transfer",
  "leave-organisation": "leave",
};

/** Where the refused form is: the confirmation step, the member's role form, or the list. */
function refusalPlace(
  refusal: MemberRefusal,
  confirm: { step: string; member: { userId: string } | null } | null,
  roleFormShown: boolean,
) {
  const onStep =
    confirm !== null &&
    confirm.step === STEP_OF[refusal.intent] &&
    (confirm.member === null || confirm.member.userId === refusal.memberId);
  if (onStep) {
    const href = refusal.intent === "remove-member" ? "#removal-reason" : "#confirm-heading";
    return { onStep, link: { href, text: "Back to the form" } };
  }
  if (roleFormShown) {
    return { onStep, link: { href: `#role-${refusal.memberId}`, text: "Back to the role" } };
  }
  return { onStep, link: { href: "#members-heading", text: "Members" } };
}

export default function CompanyPage() {
  const data = useLoaderData<typeof loader>();
  const { organisation, company } = data;
  const refusal = useMemberRefusal();
  const place = refusal
    ? refusalPlace(
        refusal,
        data.confirm,
        refusal.intent === "member-role" &&
          data.canManageMembers &&
          refusal.memberId !== data.currentUserId &&
          !!company?.members.some((m) => m.userId === refusal.memberId),
      )
    : null;
  return (
    <div className="org-page">
      <h1>Company</h1>
      {refusal && place ? (
        <RefusalSummary id="member-refusal" message={refusal.message} links={[place.link]} />
      ) : null}
      <ReceivedInvites
        invites={data.receivedInvites}
        unconfirmed={data.unconfirmedInvites}
        readOnly={data.isUserView}
      />
      {!organisation || !company ? (
        <p>
          {data.isUserView
            ? "This person does not belong to an organisation yet."
            : "You don't belong to an organisation yet. When someone invites you to theirs, the invite shows here."}
        </p>
      ) : (
        <>
          {data.confirm ? (
            <MemberConfirm
              step={data.confirm.step}
              member={data.confirm.member}
              organisationName={company.info.name}
              isOnlyOwner={data.isOnlyOwner}
              refusal={place?.onStep ? refusal : null}
            />
          ) : null}
          <CompanyInfoCard info={company.info} canEdit={data.canEdit} canRename={data.canRename} />
          <MembersList
            members={company.members}
            currentUserId={data.currentUserId}
            canManage={data.canManageMembers}
            refusal={place?.onStep ? null : refusal}
          />
          {data.canInvite ? (
            <SentInvites organisationName={company.info.name} invites={company.invites} />
          ) : null}
          <ReportList reports={data.reports} />
          {data.canLeave ? <LeaveOrganisation /> : null}
        </>
      )}
      {data.isUserView ? null : <NewOrganisation />}
    </div>
  );
}
