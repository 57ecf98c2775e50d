// /admin/journey/onboarding (spec §2 '/admin': journey › onboarding): the queue of organisations
// waiting for an eligibility, viability or contract decision. Deciding needs write:admin (spec §7
// 'POST /admin/eligibility/{id}', '/admin/viability/{id}'); read:admin sees the queue only.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContractQueue, DecisionQueue } from "~/components/journey/onboarding-queue";
import { requirePermission } from "~/services/auth/guards.server";
import { decisionFormSchema, decisionToast } from "~/services/journey/admin-decision";
import { adminCompanyHref, loadOnboardingQueue } from "~/services/journey/admin-overview.server";
import { decideJourney, OrganisationNotFoundError } from "~/services/journey/decisions.server";
import { ELIGIBILITY_FIELDS, eligibilityConcerns } from "~/services/journey/eligibility-questions";
import { VIABILITY_FIELDS } from "~/services/journey/viability-questions";
import { redirectWithToast } from "~/services/kit/toast.server";
import journeyStyles from "~/styles/journey.css?url";
import { readFormOrRefuse } from "~/services/kit/forms/validate-form.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: journeyStyles }];

export const meta: MetaFunction = () => [{ title: "Onboarding · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  const queue = await loadOnboardingQueue();
  const row = (item: (typeof queue)["eligibility"][number]) => ({
    id: item.company.id,
    name: item.company.name,
    href: adminCompanyHref(item.company.id),
    submittedAt: item.submittedAt,
    answers: item.answers,
    concerns: item.kind === "eligibility" ? eligibilityConcerns(item.answers ?? {}) : [],
  });
  const link = (item: (typeof queue)["farms"][number]) => ({
    id: item.company.id,
    name: item.company.name,
    href: adminCompanyHref(item.company.id),
  });
  return {
    canDecide: viewer.permissions.includes("write:admin"),
    eligibility: queue.eligibility.map(row),
    viability: queue.viability.map(row),
    farms: queue.farms.map(link),
    contract: queue.contract.map(link),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  const parsed = decisionFormSchema.safeParse(Object.fromEntries(await readFormOrRefuse(request)));
  if (!parsed.success) {
    throw new Response(parsed.error.issues[0]?.message ?? "Bad request", { status: 400 });
  }
  const { intent, organisationId, value } = parsed.data;
  try {
    const decided = await decideJourney(
      intent,
      organisationId,
      value === "true",
      viewer.user?.id ?? null,
      {
        actorLabel: viewer.email,
        requestId: context.requestId,
      },
    );
    return redirectWithToast("/admin/journey/onboarding", {
      type: "success",
      text: decisionToast(intent, value === "true", decided.name),
    });
  } catch (error) {
    if (error instanceof OrganisationNotFoundError) {
      throw new Response("There is no organisation with that id.", { status: 404 });
    }
    throw error;
  }
}

export default function Onboarding() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="journey">
      <h1>Onboarding</h1>
      <p>
        Organisations waiting for us: eligibility and viability answers to review, and contracting
        to finish.{" "}
        {data.canDecide
          ? ""
          : "You can look at the queue; deciding needs the write:admin permission."}
      </p>
      <DecisionQueue
        kind="eligibility"
        title="Eligibility to review"
        rows={data.eligibility}
        fields={ELIGIBILITY_FIELDS}
        canDecide={data.canDecide}
      />
      <DecisionQueue
        kind="viability"
        title="Viability to review"
        rows={data.viability}
        fields={VIABILITY_FIELDS}
        canDecide={data.canDecide}
      />
      <ContractQueue farms={data.farms} contract={data.contract} />
    </div>
  );
}
