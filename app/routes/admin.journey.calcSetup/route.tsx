// /admin/journey/calcSetup (spec §2 'journey … calcSetup'; issue 17; decision 0090): every
// organisation with the version of each set of constants its calculations use ('Latest' until
// its first calculation pins them). write:consts moves one organisation, or every organisation
// on an older version, to the latest versions, with a reason (audited). The move form is a URL
// dialog (?dialog=move&companyId=<id|all>), so all of it works without JavaScript; it posts to
// the page's URL, naming itself and the organisation in its body (decision 0128).
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { DialogLink, UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import { MOVE_FIELDS } from "~/services/constants/forms";
import type { CalcSetupIntent } from "~/services/constants/queries";
import { CONSTANT_TYPE_LABELS, CONSTANT_TYPES } from "~/shared/constants";
import contractingStyles from "~/styles/contracting.css?url";
import constantsStyles from "~/styles/constants.css?url";
import { calcSetupPage, handleCalcSetupPost } from "./data.server";
import { moveValidator } from "./forms";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: constantsStyles },
];

export const meta: MetaFunction = () => [{ title: "Calculation setup · Admin · Veld" }];

const MOVE_DIALOG = "move";
const ALL = "all";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return calcSetupPage(viewer, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:consts");
  return handleCalcSetupPost(request, actorOf(viewer, context.requestId));
}

export default function CalcSetup() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <h1>Calculation setup</h1>
      <p>
        The version of each set of <Link to="/admin/editConsts">calculation constants</Link> each
        organisation&apos;s calculations use. An organisation not yet calculated uses the latest
        versions; its first calculation keeps the versions of that moment, and a newer version
        changes nothing until you move it here.
        {page.canWrite ? "" : " Moving an organisation needs write:consts."}
      </p>
      <dl className="ct-summary">
        {CONSTANT_TYPES.map((type) => (
          <div key={type}>
            <dt>{CONSTANT_TYPE_LABELS[type]}: latest</dt>
            <dd>Version {page.latest[type]}</dd>
          </div>
        ))}
      </dl>
      <p>
        {page.behindCount === 0
          ? "Every organisation uses the latest constants."
          : `${page.behindCount} ${page.behindCount === 1 ? "organisation uses" : "organisations use"} an older version.`}
        {page.canWrite && page.behindCount > 0 ? (
          <>
            {" "}
            <DialogLink name={MOVE_DIALOG} params={{ companyId: ALL }}>
              Move all to the latest
            </DialogLink>
          </>
        ) : null}
      </p>
      <section aria-labelledby="version-one">
        <h2 id="version-one">Still on version 1</h2>
        {page.onVersionOne.length === 0 ? (
          <p>No organisation&apos;s calculations use a version 1 that has a newer version.</p>
        ) : (
          <>
            <p>
              These organisations&apos; calculations still use version 1 of a set that has a newer
              version (version 2 is the IPCC 2019 corrections). They stay there until moved.
            </p>
            <ul>
              {page.onVersionOne.map((org) => (
                <li key={org.id}>
                  <Link to={`/admin/journey/companies/${org.id}`}>{org.name}</Link>: version 1 of{" "}
                  {org.sets.join(", ")}
                  {page.canWrite ? (
                    <>
                      {" · "}
                      <DialogLink name={MOVE_DIALOG} params={{ companyId: org.id }}>
                        Move {org.name} from version 1
                      </DialogLink>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <p>
        {page.onlyOlder ? (
          <>
            Showing the organisations on an older version.{" "}
            <Link to="/admin/journey/calcSetup">Show every organisation</Link>
          </>
        ) : (
          <Link to="/admin/journey/calcSetup?show=older">
            Show only the organisations on an older version
          </Link>
        )}
      </p>
      <div className="consts-scroll">
        <table className="ct-table">
          <caption>Organisations and the constants their calculations use</caption>
          <thead>
            <tr>
              <th scope="col">Organisation</th>
              {CONSTANT_TYPES.map((type) => (
                <th key={type} scope="col">
                  {CONSTANT_TYPE_LABELS[type]}
                </th>
              ))}
              {page.canWrite ? <th scope="col">Move</th> : null}
            </tr>
          </thead>
          <tbody>
            {page.organisations.length === 0 ? (
              <tr>
                <td colSpan={CONSTANT_TYPES.length + 2}>
                  {page.onlyOlder
                    ? "No organisation uses an older version."
                    : "No organisations yet."}
                </td>
              </tr>
            ) : null}
            {page.organisations.map((org) => (
              <tr key={org.id}>
                <th scope="row">
                  <Link to={`/admin/journey/companies/${org.id}`}>{org.name}</Link>
                </th>
                {CONSTANT_TYPES.map((type) => {
                  const version = org.versions[type];
                  const behind = version !== null && version < page.latest[type];
                  return (
                    <td key={type} className={behind ? "consts-behind" : undefined}>
                      {version === null
                        ? "Latest (not yet calculated)"
                        : `Version ${version}${behind ? " (older)" : ""}`}
                    </td>
                  );
                })}
                {page.canWrite ? (
                  <td>
                    {org.isBehind ? (
                      <DialogLink name={MOVE_DIALOG} params={{ companyId: org.id }}>
                        Move {org.name} to the latest
                      </DialogLink>
                    ) : (
                      "Up to date"
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.canWrite ? <MoveDialog organisations={page.allOrganisations} /> : null}
    </div>
  );
}

function MoveDialog({ organisations }: { organisations: { id: string; name: string }[] }) {
  // The dialog's organisation (page state) goes into the form's body.
  const companyId = new URLSearchParams(useLocation().search).get("companyId") ?? "";
  const organisation = organisations.find((o) => o.id === companyId);
  const isAll = companyId === ALL;
  const intent: CalcSetupIntent = isAll ? "moveAll" : "move";
  return (
    <UrlDialog
      name={MOVE_DIALOG}
      title={
        isAll
          ? "Move every organisation to the latest constants"
          : `Move ${organisation?.name ?? "an organisation"} to the latest constants`
      }
      clear={["companyId"]}
    >
      {!isAll && !organisation ? (
        <p>There is no such organisation.</p>
      ) : (
        <>
          <p>
            {isAll
              ? "Every organisation on an older version of a set moves to its latest version."
              : "The organisation's calculations move to the latest version of every set they are behind on."}{" "}
            Results already stamped with a version keep it; the next calculation uses the new one.
          </p>
          <FormBuilder
            intent={intent}
            fields={MOVE_FIELDS}
            validator={moveValidator}
            defaultValues={{ reason: "" }}
            submitLabel="Move to the latest"
          >
            {organisation ? <input type="hidden" name="companyId" value={organisation.id} /> : null}
          </FormBuilder>
        </>
      )}
    </UrlDialog>
  );
}
