// /profile/journey/contract (spec §2 '/profile' journey child 'contract'; §3 'contract upload';
// issue 6 'The contract'): once an admin has uploaded the contract and marked it sent, every
// member of the organisation (signatories included) sees it and downloads it at /files/:fileId;
// before that, what happens next. It lists the signatories who need to sign.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SignatoriesTable } from "~/components/contracting/parts";
import { formatDate } from "~/services/kit/format";
import { findCompany } from "~/models/organisation-details.server";
import { loadSignatoryViews } from "~/services/contracting/details.server";
import { requireProfileContext } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";

export const meta: MetaFunction = () => [{ title: "Contract · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const organisation = context.organisation;
  if (!organisation)
    return { organisation: null, contract: null, signatories: [], detailsHref: "" };
  const [company, signatories] = await Promise.all([
    findCompany(organisation.id),
    loadSignatoryViews(organisation.id),
  ]);
  // The contract shows only once it has been sent: a draft an admin uploaded stays theirs.
  const sent = !!company?.contractSent && !!company.contractFileId;
  return {
    organisation: { id: organisation.id, name: organisation.name },
    contract: sent
      ? {
          fileId: company!.contractFileId!,
          fileName: company!.contractFileName ?? "contract.pdf",
          sentAt: company!.contractSentAt?.toISOString() ?? null,
          legalName: company!.legalName ?? organisation.name,
        }
      : null,
    signatories,
    detailsHref: `${context.basePath}/journey/details${context.search}`,
  };
}

export default function ContractPage() {
  const { organisation, contract, signatories, detailsHref } = useLoaderData<typeof loader>();
  if (!organisation) {
    return (
      <div className="ct-page">
        <h1>Contract</h1>
        <p>You don&apos;t belong to an organisation yet.</p>
      </div>
    );
  }
  return (
    <div className="ct-page">
      <h1>Contract</h1>
      {contract ? (
        <section className="ct-section" aria-labelledby="contract-ready">
          <h2 id="contract-ready">Your contract is ready</h2>
          <p>
            The carbon-credit contract for {contract.legalName} was sent on{" "}
            {formatDate(contract.sentAt)}. Please read it, have every signatory below sign it, and
            return the signed contract to us. Mapping your fields opens once we have it back.
          </p>
          <p>
            <a className="button button--primary" href={`/files/${contract.fileId}`} download>
              Download the contract (PDF)
            </a>{" "}
            <span className="ct-file-name">{contract.fileName}</span>
          </p>
        </section>
      ) : (
        <section className="ct-section" aria-labelledby="contract-next">
          <h2 id="contract-next">What happens next</h2>
          <ol>
            <li>
              Complete your <Link to={detailsHref}>contracting details</Link>: the legal entity, the
              signatories, and each farm&apos;s boundary, ERF / title-deed numbers and location.
            </li>
            <li>
              We check your farms against the programme&apos;s rules and draw up the contract in the
              legal entity&apos;s name.
            </li>
            <li>
              We e-mail you and your signatories when the contract is ready. It will be here to
              download, to sign and return to us.
            </li>
          </ol>
          <p>Your contract has not been sent yet.</p>
        </section>
      )}
      <section className="ct-section" aria-labelledby="contract-signatories">
        <h2 id="contract-signatories">Who needs to sign</h2>
        <SignatoriesTable signatories={signatories} />
        {signatories.length === 0 ? (
          <p>
            Add the people who will sign on the <Link to={detailsHref}>contracting details</Link>{" "}
            page.
          </p>
        ) : null}
      </section>
    </div>
  );
}
