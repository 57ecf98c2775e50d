// /admin/calc/credits (issue 17 'credits issued per organisation are recorded by admins';
// decision 0092): every organisation's issued credits (?companyId= one organisation's), the
// tonnes in all (voided records left out), recording new credits (?dialog=record) and voiding a
// record with a reason (?dialog=void&creditId=); both need write:admin and are audited.
// read:admin sees the list.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DialogLink } from "~/components/dialog";
import {
  CreditDialogs,
  CreditsFilter,
  CreditsTable,
} from "~/components/calculations/issued-credits";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import { formatNumber } from "~/services/kit/format";
import recordStyles from "~/styles/calc-records.css?url";
import { creditsPage, handleCreditsPost } from "./data.server";

export const meta: MetaFunction = () => [{ title: "Issued credits · Admin · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: recordStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return creditsPage(request, viewer);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleCreditsPost(request, actorOf(viewer, context.requestId));
}

export default function IssuedCredits() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="cr-page">
      <div>
        <h1>Issued credits</h1>
        <p className="page-lead">
          The carbon credits registries issued to each organisation, by season. A wrong record is
          voided with a reason, never deleted; recording and voiding are kept in the audit log.
          {page.canWrite ? "" : " Recording credits needs write:admin."}
        </p>
      </div>
      <CreditsFilter organisations={page.organisations} companyId={page.companyId} />
      <dl className="cr-summary">
        <div>
          <dt>Credits issued{page.companyId ? "" : ", every organisation"}</dt>
          <dd data-testid="credits-total">{formatNumber(page.totalTonnes)} t CO₂e</dd>
        </div>
      </dl>
      {page.canWrite ? (
        <p>
          <DialogLink name="record" className="button button--primary">
            Record issued credits
          </DialogLink>
        </p>
      ) : null}
      <CreditsTable credits={page.credits} canWrite={page.canWrite} />
      {page.canWrite ? (
        <CreditDialogs
          organisations={page.organisations}
          seasons={page.seasons}
          today={page.today}
          companyId={page.companyId}
        />
      ) : null}
    </div>
  );
}
