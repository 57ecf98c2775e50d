// /admin/journey/onboarding (spec §2 '/admin': journey › onboarding): the queue of organisations
// waiting for an eligibility, viability or contract decision. Deciding needs write:admin (spec §7
// 'POST /admin/eligibility/{id}', '/admin/viability/{id}'); read:admin sees the queue only.
// Declining is a confirm step (?dialog=decline&kind=…&organisation=…) with a required reason
// the farmer reads (issue 13, decision 0066).
import {
  pageRefused,
  readFormOrRefuse,
  refuseForm,
} from "~/services/kit/forms/validate-form.server";
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  AssignedFilter,
  ContractQueue,
  DecisionQueue,
  DeclineDialog,
} from "~/components/journey/onboarding-queue";
import { requirePermission } from "~/services/auth/guards.server";
import { decisionFormSchema, decisionToast } from "~/services/journey/admin-decision";
import {
  DECLINE_KIND_PARAM,
  DECLINE_ORGANISATION_PARAM,
} from "~/services/journey/admin-decision-texts";
import { adminCompanyHref, loadOnboardingQueue } from "~/services/journey/admin-overview.server";
import { decideJourney } from "~/services/journey/decisions.server";
import { ELIGIBILITY_FIELDS, eligibilityConcerns } from "~/services/journey/eligibility-questions";
import { VIABILITY_FIELDS } from "~/services/journey/viability-questions";
import { q, querySchema, readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import journeyStyles from "~/styles/journey.css?url";
import { loadAssignedAdmins } from "~/services/people/assigned-admins.server";
import { z } from "zod";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: journeyStyles }];

export const meta: MetaFunction = () => [{ title: "Onboarding · Veld" }];

/**
 * ?assigned=me: only the organisations the signed-in admin looks after (issue 18; decision 0101);
 * left out (or blank), every organisation; anything else is a 400 naming it.
 */
const onboardingQuery = querySchema({
  assigned: z
    .string()
    .transform((value) => (value.trim() === "" ? undefined : value.trim()))
    .pipe(q.choice(["me"]))
    .optional(),
  /** The decline dialog: which queue, and which organisation in it. */
  [DECLINE_KIND_PARAM]: z.enum(["eligibility", "viability"]).optional().catch(undefined),
  [DECLINE_ORGANISATION_PARAM]: q.id(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  const query = readQuery(request, onboardingQuery);
  const onlyMine = query.assigned === "me";
  const [queue, assigned] = await Promise.all([loadOnboardingQueue(), loadAssignedAdmins()]);
  const isShown = (item: { company: { id: string } }) =>
    !onlyMine || (viewer.user !== null && assigned.get(item.company.id)?.id === viewer.user.id);
  const row = (item: (typeof queue)["eligibility"][number]) => ({
    id: item.company.id,
    name: item.company.name,
    href: adminCompanyHref(item.company.id),
    submittedAt: item.submittedAt,
    answers: item.answers,
    concerns: item.kind === "eligibility" ? eligibilityConcerns(item.answers ?? {}) : [],
    assignedAdmin: assigned.get(item.company.id)?.label ?? null,
  });
  const link = (item: (typeof queue)["farms"][number]) => ({
    id: item.company.id,
    name: item.company.name,
    href: adminCompanyHref(item.company.id),
    assignedAdmin: assigned.get(item.company.id)?.label ?? null,
  });
  return {
    canDecide: viewer.permissions.includes("write:admin"),
    onlyMine,
    declineKind: query[DECLINE_KIND_PARAM] ?? null,
    declineOrganisationId: query[DECLINE_ORGANISATION_PARAM] ?? null,
    eligibility: queue.eligibility.filter(isShown).map(row),
    viability: queue.viability.filter(isShown).map(row),
    farms: queue.farms.filter(isShown).map(link),
    contract: queue.contract.filter(isShown).map(link),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  const form = Object.fromEntries(await readFormOrRefuse(request));
  const parsed = decisionFormSchema.safeParse(form);
  if (!parsed.success) {
    const reasonIssue = parsed.error.issues.find((issue) => issue.path[0] === "reason");
    // A decline without a reason (decision 0066): 422, the dialog stays open with the text kept.
    if (reasonIssue) {
      return refuseForm(typeof form.intent === "string" ? form.intent : undefined, {
        fieldErrors: { reason: reasonIssue.message },
        values: { reason: typeof form.reason === "string" ? form.reason : "" },
      });
    }
    throw new Response(parsed.error.issues[0]?.message ?? "Bad request", { status: 400 });
  }
  const { intent, organisationId, value, reason } = parsed.data;
  try {
    const decided = await decideJourney(
      intent,
      organisationId,
      value === "true",
      viewer.user?.id ?? null,
      {
        actorLabel: viewer.email,
        requestId: context.requestId,
        reason,
      },
    );
    return redirectWithToast("/admin/journey/onboarding", {
      type: "success",
      text: decisionToast(intent, value === "true", decided.name),
    });
  } catch (error) {
    pageRefused(error);
  }
}

export default function Onboarding() {
  const page = useLoaderData<typeof loader>();
  const { declineKind } = page;
  const declining =
    page.canDecide && declineKind
      ? page[declineKind].find((row) => row.id === page.declineOrganisationId)
      : undefined;
  return (
    <div className="journey">
      <h1>Onboarding</h1>
      <p>
        Organisations waiting for us: eligibility and viability answers to review, and contracting
        to finish.{" "}
        {page.canDecide
          ? ""
          : "You can look at the queue; deciding needs the write:admin permission."}
      </p>
      <AssignedFilter onlyMine={page.onlyMine} />
      <DecisionQueue
        kind="eligibility"
        title="Eligibility to review"
        rows={page.eligibility}
        fields={ELIGIBILITY_FIELDS}
        canDecide={page.canDecide}
      />
      <DecisionQueue
        kind="viability"
        title="Viability to review"
        rows={page.viability}
        fields={VIABILITY_FIELDS}
        canDecide={page.canDecide}
      />
      <ContractQueue farms={page.farms} contract={page.contract} />
      {declining && (declineKind === "eligibility" || declineKind === "viability") ? (
        <DeclineDialog kind={declineKind} row={declining} />
      ) : null}
    </div>
  );
}
