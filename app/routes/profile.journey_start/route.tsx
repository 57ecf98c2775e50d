// /profile/journey_start (spec §2 '/profile': journey_start; §3 'Express interest'): what the
// programme is and its steps, the expression of interest (programme, hectares, description,
// regenStarted; stored with companyId, requestedBy, dateCreated), the organisation's earlier
// expressions, and the scheduling widget to book an onboarding call. Works without JavaScript.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JourneyStart } from "~/components/journey/journey-start";
import { schedulingLinks } from "~/components/scheduling";
import { db } from "~/db/client.server";
import { getEnv } from "~/env.server";
import { createExpressInterest, listExpressInterests } from "~/models/express-interests.server";
import { recordAudit } from "~/services/audit.server";
import { validateForm } from "~/services/forms/validate-form.server";
import { expressInterestValidator } from "~/services/journey/express-interest";
import { canEditJourney, JOURNEY_EDITOR_ROLES } from "~/services/journey/roles";
import { loadJourneyState } from "~/services/journey-progress.server";
import { prefillFromViewer } from "~/services/scheduling";
import {
  requireProfileContext,
  requireProfileWriter,
  requireRole,
} from "~/services/profile-context.server";
import { redirectWithToast } from "~/services/toast.server";
import journeyStyles from "~/styles/journey.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: journeyStyles },
  ...schedulingLinks(),
];

export const meta: MetaFunction = () => [{ title: "Start your journey · Veld" }];

export const INTEREST_THANKS =
  "Thank you for your interest. The eligibility check is now open on your journey.";

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const { organisation, basePath, search } = context;
  const [interests, state] = organisation
    ? await Promise.all([
        listExpressInterests(organisation.id),
        loadJourneyState(organisation.id, basePath),
      ])
    : [[], null];
  return {
    organisation: organisation && { name: organisation.name },
    canExpress: !!organisation && !context.isUserView && canEditJourney(organisation.role),
    interests: interests.map((interest) => ({
      ...interest,
      dateCreated: interest.dateCreated.toISOString(),
    })),
    next: state && { label: state.next.label, href: `${state.next.href}${search}` },
    journeyHref: `${basePath}/journey${search}`,
    schedulingUrl: getEnv().SCHEDULING_URL ?? null,
    schedulingPrefill: prefillFromViewer(context.user),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const profile = await requireProfileWriter(request);
  const organisation = requireRole(profile, JOURNEY_EDITOR_ROLES);
  const result = await validateForm(request, expressInterestValidator);
  if (result instanceof Response) return result;
  const values = result.data;
  await db().transaction(async (tx) => {
    const id = await createExpressInterest(
      {
        organisationId: organisation.id,
        requestedBy: profile.user.id,
        programme: values.programme!,
        hectares: values.hectares!,
        description: values.description,
        regenStarted: values.regenStarted,
      },
      tx,
    );
    await recordAudit(
      {
        actorUserId: profile.user.id,
        actorLabel: profile.user.email,
        action: "journey.expressInterest",
        entityType: "express_interest",
        entityId: id,
        changes: values,
        requestId: context.requestId,
      },
      tx,
    );
  });
  return redirectWithToast("/profile/journey_start", { type: "success", text: INTEREST_THANKS });
}

export default function JourneyStartPage() {
  const data = useLoaderData<typeof loader>();
  return <JourneyStart {...data} />;
}
