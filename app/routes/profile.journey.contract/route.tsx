// /profile/journey/contract (spec §2 '/profile' journey child 'contract'; §3 'contract upload';
// issue 6 'The contract'): once an admin has uploaded the contract and marked it sent, every
// member of the organisation (signatories included) sees it and downloads it at /files/:fileId;
// before that, what happens next. It lists the signatories who need to sign.
import { pageRefused, refuseForm, validateForm } from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SignatoriesTable } from "~/components/contracting/parts";
import { FormBuilder } from "~/components/form/form-builder";

import { uploadSignedContract } from "~/services/contracting/contract.server";
import { SIGNED_CONTRACT_FIELDS, SIGNED_CONTRACT_INTENT } from "~/services/contracting/forms";
import { signedContractValidator } from "~/components/contracting/contract-validators";
import { journeyPageOf } from "~/services/journey/journey-view.server";
import { routeAccess } from "~/services/journey/steps";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  actorOf,
  requireProfileWriter,
  requireRole,
  requireProfileContext,
} from "~/services/profiles/context.server";
import { formatDate } from "~/services/kit/format";
import { findCompany } from "~/models/organisation-details.server";
import { loadSignatoryViews } from "~/services/contracting/details.server";
import contractingStyles from "~/styles/contracting.css?url";
import { isRefusal } from "~/services/kit/refusal";

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
  // The signed copy (decision 0070): the people who prepare the paperwork and the signatories
  // upload it; an admin confirms it, which opens mapping fields.
  const role = organisation.role;
  const canReturn =
    !context.isUserView && ["OWNER", "STAFF", "CONSULTANT", "SIGNATORY"].includes(role ?? "");
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
    signed: sent
      ? {
          fileId: company!.signedContractFileId,
          uploadedAt: company!.signedContractUploadedAt?.toISOString() ?? null,
          confirmed: company!.contractSigned,
          confirmedAt: company!.contractSignedAt?.toISOString() ?? null,
          canReturn: canReturn && !company!.contractSigned,
        }
      : null,
    mapFieldsHref: `${context.basePath}/journey/map_fields${context.search}`,
  };
}

/** A member returns the signed copy (decision 0070). */
export async function action({ request, context }: ActionFunctionArgs) {
  const profile = await requireProfileWriter(request);
  const organisation = requireRole(profile, ["OWNER", "STAFF", "CONSULTANT", "SIGNATORY"]);
  const { state } = await journeyPageOf(profile);
  const access = routeAccess(state.progress, "contract");
  if (!access.open) throw new Response(access.reason, { status: 409 });
  const result = await validateForm(request, signedContractValidator, {
    upload: { maxFiles: 1, maxFileBytes: 20 * 1024 * 1024 },
  });
  if (result instanceof Response) return result;
  const file = result.data.file.files[0] as File | undefined;
  const refuse = (message: string) =>
    refuseForm(SIGNED_CONTRACT_INTENT, {
      fieldErrors: { file: message },
      values: result.submittedData,
    });
  if (!file) return refuse("Choose the signed contract (PDF).");
  try {
    await uploadSignedContract(actorOf(profile, context.requestId), organisation.id, file);
  } catch (error) {
    if (isRefusal(error) && error.field) return refuse(error.message);
    pageRefused(error);
  }
  return redirectWithToast("/profile/journey/contract", {
    type: "success",
    text: "Thank you: your signed contract is uploaded. We will check it and e-mail you when mapping your fields opens.",
  });
}

export default function ContractPage() {
  const { organisation, contract, signatories, detailsHref, signed, mapFieldsHref } =
    useLoaderData<typeof loader>();
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
            upload the signed copy below. Mapping your fields opens once we have confirmed it.
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
      {signed ? (
        <section className="ct-section" aria-labelledby="contract-signed">
          <h2 id="contract-signed">The signed contract</h2>
          {signed.confirmed ? (
            <p>
              We confirmed your signed contract on {formatDate(signed.confirmedAt)}.{" "}
              <Link to={mapFieldsHref}>Map your fields</Link>.
            </p>
          ) : signed.fileId ? (
            <p data-testid="signed-contract-returned">
              You uploaded the signed contract on {formatDate(signed.uploadedAt)}. We are checking
              it and will e-mail you when mapping your fields opens.
            </p>
          ) : (
            <p>
              Once every signatory has signed, scan or photograph the signed pages into one PDF and
              upload it here.
            </p>
          )}
          {signed.canReturn ? (
            <FormBuilder
              intent={SIGNED_CONTRACT_INTENT}
              fields={SIGNED_CONTRACT_FIELDS}
              validator={signedContractValidator}
              submitLabel={
                signed.fileId ? "Replace the signed contract" : "Upload the signed contract"
              }
            />
          ) : null}
        </section>
      ) : null}
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
