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
import { SIGNED_CONTRACT_INTENT } from "~/services/contracting/forms";
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
import { TranslationsProvider, useLanguage, useT } from "~/components/i18n";
import { richMessage } from "~/components/rich-message";
import { useFormats } from "~/components/use-formats";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { SOURCE_LANGUAGE } from "~/services/i18n/languages";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { ContractSummary, signedContractFields } from "./summary";
import { findCompany } from "~/models/organisation-details.server";
import { loadSignatoryViews } from "~/services/contracting/details.server";
import contractingStyles from "~/styles/contracting.css?url";
import { isRefusal } from "~/services/kit/refusal";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? createTranslator(data.translations)._("contract.metaTitle") : "Contract · Veld" },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const translations = translationsFor(requestLanguage(request, context.viewer), ["contract"]);
  const organisation = context.organisation;
  if (!organisation)
    return { organisation: null, contract: null, signatories: [], detailsHref: "", translations };
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
    translations,
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
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <Contract />
    </TranslationsProvider>
  );
}

function Contract() {
  const { organisation, contract, signatories, detailsHref, signed, mapFieldsHref } =
    useLoaderData<typeof loader>();
  const t = useT();
  const { date } = useFormats();
  const language = useLanguage();
  const details = <Link to={detailsHref}>{t("contract.detailsLink")}</Link>;
  if (!organisation) {
    return (
      <div className="ct-page">
        <h1>{t("contract.title")}</h1>
        <p>{t("contract.noOrganisation")}</p>
      </div>
    );
  }
  return (
    <div className="ct-page">
      <h1>{t("contract.title")}</h1>
      {contract ? (
        <section className="ct-section" aria-labelledby="contract-ready">
          <h2 id="contract-ready">{t("contract.readyHeading")}</h2>
          <p>
            {t("contract.readyText", {
              legalName: contract.legalName,
              date: date(contract.sentAt),
            })}
          </p>
          {/* Issue 33: the contract stays English; other languages get a summary above it. */}
          {language !== SOURCE_LANGUAGE ? <ContractSummary legalName={contract.legalName} /> : null}
          <p>
            <a className="button button--primary" href={`/files/${contract.fileId}`} download>
              {t("contract.download")}
            </a>{" "}
            <span className="ct-file-name">{contract.fileName}</span>
          </p>
        </section>
      ) : (
        <section className="ct-section" aria-labelledby="contract-next">
          <h2 id="contract-next">{t("contract.nextHeading")}</h2>
          <ol>
            <li>{richMessage(t, "contract.nextDetails", { link: details })}</li>
            <li>{t("contract.nextCheck")}</li>
            <li>{t("contract.nextEmail")}</li>
          </ol>
          <p>{t("contract.notSent")}</p>
        </section>
      )}
      {signed ? (
        <section className="ct-section" aria-labelledby="contract-signed">
          <h2 id="contract-signed">{t("contract.signedHeading")}</h2>
          {signed.confirmed ? (
            <p>
              {richMessage(
                t,
                "contract.confirmed",
                { link: <Link to={mapFieldsHref}>{t("contract.mapFieldsLink")}</Link> },
                { date: date(signed.confirmedAt) },
              )}
            </p>
          ) : signed.fileId ? (
            <p data-testid="signed-contract-returned">
              {t("contract.returned", { date: date(signed.uploadedAt) })}
            </p>
          ) : (
            <p>{t("contract.howToReturn")}</p>
          )}
          {signed.canReturn ? (
            <FormBuilder
              intent={SIGNED_CONTRACT_INTENT}
              fields={signedContractFields(t)}
              validator={signedContractValidator}
              submitLabel={t(signed.fileId ? "contract.replaceSigned" : "contract.uploadSigned")}
            />
          ) : null}
        </section>
      ) : null}
      <section className="ct-section" aria-labelledby="contract-signatories">
        <h2 id="contract-signatories">{t("contract.signatoriesHeading")}</h2>
        <SignatoriesTable signatories={signatories} />
        {signatories.length === 0 ? (
          <p>{richMessage(t, "contract.addSignatories", { link: details })}</p>
        ) : null}
      </section>
    </div>
  );
}
