// /profile/company (spec §2 '/profile': company; §3 'Organisation / company'): the active
// organisation's info as a read-only summary card (owners may edit it), its members with their
// roles, and invites: owners invite by e-mail with a role and may revoke; invitees answer theirs.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CompanyInfoCard } from "~/components/organisations/company-info-card";
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

export default function CompanyPage() {
  const data = useLoaderData<typeof loader>();
  const { organisation, company } = data;
  return (
    <div className="org-page">
      <h1>Company</h1>
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
            />
          ) : null}
          <CompanyInfoCard info={company.info} canEdit={data.canEdit} canRename={data.canRename} />
          <MembersList
            members={company.members}
            currentUserId={data.currentUserId}
            canManage={data.canManageMembers}
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
