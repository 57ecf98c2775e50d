// /profile/journey/practice_data/herds (issue 15; spec §3 'Herd': id, type, frameSize; decision
// 0077): the organisation's herds, with add, edit and delete. The frame size is asked for beef
// and dairy only (spec §3 'Other species give no options'). A herd that grazing events use is not
// deleted (409, the reason beside the list); its livestock numbers go with a deleted herd.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddHerdForm, HerdDialogs, HerdTable } from "~/components/practice/herd-list";
import { requireJourneyWriter } from "~/services/journey/journey-page.server";
import { handleHerdsPost, loadHerdsPage } from "~/services/practice/herds-page.server";
import { requireProfileContext } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import livestockStyles from "~/styles/practice-livestock.css?url";

export const meta: MetaFunction = () => [{ title: "Herds · Practice data · Veld" }];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: livestockStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHerdsPage(await requireProfileContext(request));
}

// Writes need an editor role and the step open (a post to a locked step answers 409).
export async function action({ request, context }: ActionFunctionArgs) {
  const writer = await requireJourneyWriter(request, "practice_data");
  return handleHerdsPost(writer.context, request, context.requestId);
}

export default function Herds() {
  const { organisation, herds, canEdit } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as { deleteRefusal?: string } | undefined;
  if (!organisation) return <p>You don&apos;t belong to an organisation yet.</p>;
  return (
    <section className="pd-tab" aria-labelledby="herds-heading">
      <h2 id="herds-heading">Herds</h2>
      <p className="page-lead">
        The herds that graze your fields. Their livestock numbers and grazing are entered on the
        next tabs.
      </p>
      {refused?.deleteRefusal ? (
        <p className="notice notice--error" role="alert" data-testid="herd-delete-refusal">
          {refused.deleteRefusal}
        </p>
      ) : null}
      <HerdTable herds={herds} canEdit={canEdit} />
      {canEdit ? (
        <>
          <h3>Add a herd</h3>
          <AddHerdForm />
          <HerdDialogs herds={herds} />
        </>
      ) : null}
    </section>
  );
}
