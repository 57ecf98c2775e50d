// /admin/baseline/{userId} (issue 18 'People'; decision 0101): one person's sign-up answers, their
// organisations with journey step and role, and their baseline. read:admin reads; write:admin
// saves the baseline form (a real post: refused values come back with the error beside each
// field), each save audited with what changed and the reason.
import { formRefusal, pageRefused, validateForm } from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { BaselineFacts, PersonFacts, PersonReferrals } from "~/components/people/person";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import { formatDateTime } from "~/services/kit/format";
import { redirectWithToast } from "~/services/kit/toast.server";
import { BASELINE_PATH, loadPersonPage } from "~/services/people/admin-view.server";
import { PEOPLE_MESSAGES, saveBaseline } from "~/services/people/people.server";
import { isUuid } from "~/shared/ids";
import { BASELINE_FIELDS, BASELINE_INTENT } from "~/services/people/forms";
import { baselineValidator } from "~/components/people/baseline-validator";
import peopleStyles from "~/styles/people.css?url";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.person.name || data?.person.email || "Person"} · People · Admin · Veld` },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: peopleStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  try {
    return await loadPersonPage(params.userId ?? "", viewer);
  } catch (error) {
    pageRefused(error);
  }
}

/** The baseline form's post: checked, saved and audited; refused values come back as typed. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  const userId = params.userId ?? "";
  if (!isUuid(userId)) throw new Response(PEOPLE_MESSAGES.notFound, { status: 404 });
  const result = await validateForm(request, baselineValidator);
  if (result instanceof Response) return result;
  try {
    const saved = await saveBaseline(actorOf(viewer, context.requestId), userId, result.data);
    return await redirectWithToast(`${BASELINE_PATH}/${userId}`, {
      type: "success",
      text: saved.changed
        ? `The baseline of ${saved.name} is saved.`
        : `Nothing changed in the baseline of ${saved.name}.`,
    });
  } catch (error) {
    // A value the service refuses (each names its field) goes beside that field; the person
    // gone is the page's 404.
    return formRefusal(error, BASELINE_INTENT, result.submittedData);
  }
}

export default function PersonBaseline() {
  const page = useLoaderData<typeof loader>();
  const { person } = page;
  return (
    <div className="pp-page">
      <p>
        <Link to="/admin/baseline">Back to all people</Link>
      </p>
      <div>
        <h1>{person.name || person.email}</h1>
        <p className="page-lead">
          {person.email}.{" "}
          <Link to={`/admin/userView/home?userId=${person.userId}`}>
            See their pages as they see them
          </Link>
          .
        </p>
      </div>
      <PersonFacts person={person} signup={page.signup} />
      <PersonReferrals referredBy={page.referrals.referredBy} referred={page.referrals.referred} />
      <section aria-labelledby="baseline-heading">
        <h2 id="baseline-heading">Baseline</h2>
        <p>
          {page.recorded && page.baselineUpdatedAt
            ? `Last changed on ${formatDateTime(page.baselineUpdatedAt)}.`
            : "Nothing is recorded yet."}{" "}
          Where they started when they joined: every value may stay empty until it is known.
        </p>
        {page.canWrite ? (
          <FormBuilder
            intent={BASELINE_INTENT}
            fields={BASELINE_FIELDS}
            validator={baselineValidator}
            defaultValues={page.baseline}
            className="pp-form"
            submitLabel="Save the baseline"
          />
        ) : (
          <BaselineFacts baseline={page.baseline} />
        )}
      </section>
    </div>
  );
}
