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
import { getEnv } from "~/env.server";
import { listExpressInterests } from "~/models/express-interests.server";
import { validateForm } from "~/services/kit/forms/validate-form.server";
import { expressInterestValidator } from "~/components/journey/express-interest-validator";
import { expressInterest } from "~/services/journey/express-interest.server";
import { canEditOrganisation, ORGANISATION_EDITOR_ROLES } from "~/services/organisations/rules";
import { loadJourneyState } from "~/services/journey/progress.server";
import { prefillFromViewer } from "~/services/scheduling/widget";
import {
  requireProfileContext,
  requireProfileWriter,
  requireRole,
} from "~/services/profiles/context.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { stepHref } from "~/services/journey/steps";
import journeyStyles from "~/styles/journey.css?url";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { JOURNEY_NAMESPACE, journeyWords } from "~/services/journey/journey-words.server";
import { requestLanguage } from "~/services/kit/language.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: journeyStyles },
  ...schedulingLinks(),
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("journey.startMetaTitle")
      : "Start your journey · Veld",
  },
];

export const INTEREST_THANKS =
  "Thank you for your interest. The eligibility check is now open on your journey.";

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const { organisation, basePath, search } = context;
  const language = requestLanguage(request, context.viewer);
  const [interests, state] = organisation
    ? await Promise.all([
        listExpressInterests(organisation.id),
        loadJourneyState(organisation.id, basePath),
      ])
    : [[], null];
  return {
    organisation: organisation && { name: organisation.name },
    canExpress: !!organisation && !context.isUserView && canEditOrganisation(organisation.role),
    interests: interests.map((interest) => ({
      ...interest,
      dateCreated: interest.dateCreated.toISOString(),
    })),
    next: state && {
      label: journeyWords(language).text(state.next.label),
      href: `${state.next.href}${search}`,
    },
    journeyHref: `${basePath}/journey${search}`,
    schedulingUrl: getEnv().SCHEDULING_URL ?? null,
    schedulingPrefill: prefillFromViewer(context.user),
    translations: translationsFor(language, [JOURNEY_NAMESPACE]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const profile = await requireProfileWriter(request);
  const organisation = requireRole(profile, ORGANISATION_EDITOR_ROLES);
  const result = await validateForm(request, expressInterestValidator);
  if (result instanceof Response) return result;
  await expressInterest(
    { userId: profile.user.id, label: profile.user.email, requestId: context.requestId },
    organisation.id,
    result.data,
  );
  return redirectWithToast("/profile/journey_start", {
    type: "success",
    text: INTEREST_THANKS,
    next: { href: stepHref("ELIGIBILITY"), label: "Next: the eligibility questions" },
  });
}

export default function JourneyStartPage() {
  const { translations, ...data } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <JourneyStart {...data} />
    </TranslationsProvider>
  );
}
