// /profile/checker (spec §2 '/profile': checker, earnings potential; issue 17; decision 0091):
// the earnings-potential checker pre-filled from the active organisation (hectares by land use
// from its fields' crop journeys, its province, today's tillage); the query overrides the
// pre-fill. It uses the organisation's pinned constants, else the latest, and pins nothing: an
// estimate is not a calculation. A GET form: the inputs are the URL.
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EarningsForm } from "~/components/calculations/earnings-form";
import { EarningsResultView } from "~/components/calculations/earnings-result";
import {
  earningsPage,
  latestEarningsConstants,
  organisationEarningsConstants,
  prefillFromOrganisation,
} from "~/services/calculations/earnings.server";
import { requireProfileContext } from "~/services/profiles/context.server";
import earningsStyles from "~/styles/earnings.css?url";
import { readGetForm } from "~/services/kit/query";
import { NO_HYDRATION } from "~/components/hydration";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: earningsStyles }];

// Plain HTML, as the public checker is (decision 0156): a GET form and the server's result.
export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "Earnings potential · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const organisation = context.organisation;
  const [constants, prefill] = organisation
    ? await Promise.all([
        organisationEarningsConstants(organisation.id),
        prefillFromOrganisation(organisation.id),
      ])
    : [await latestEarningsConstants(), undefined];
  const { page, status } = earningsPage(readGetForm(request), constants, prefill);
  const path = `${context.basePath}/checker`;
  // Under /admin/userView the person's id travels with the form.
  const hidden = Object.fromEntries(new URLSearchParams(context.search));
  return data(
    { ...page, path, hidden, organisationName: organisation?.name ?? null, search: context.search },
    { status },
  );
}

export default function ProfileChecker() {
  const page = useLoaderData<typeof loader>();
  const join = page.search ? `${page.search}&` : "?";
  return (
    <div className="earnings">
      <h1>Earnings potential</h1>
      <p>
        {page.organisationName
          ? `An estimate for ${page.organisationName}, filled in from what you have told us about your fields. Change anything and estimate again.`
          : "Fill in your land and the practices you have in mind. When you belong to an organisation, its fields fill this in for you."}
      </p>
      {page.notes.length > 0 ? (
        <ul className="ep-notes">
          {page.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {page.result && page.query ? (
        <EarningsResultView result={page.result} shareUrl={`${page.path}${join}${page.query}`} />
      ) : null}
      <EarningsForm
        action={page.path}
        values={page.values}
        errors={page.errors}
        hidden={page.hidden}
      />
    </div>
  );
}
