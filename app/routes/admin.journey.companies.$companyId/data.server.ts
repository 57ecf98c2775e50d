// The admin company view's data and actions (spec §7 admin calls: contract upload,
// farmsComplete, contractSent; reopening a declined decision, decision 0066). Reading needs
// read:admin; every change write:admin. A declined organisation's contracting is refused (409).
import { validationError } from "remix-validated-form";
import {
  pageRefused,
  readFormOrRefuse,
  repopulatableValues,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { CONTRACT_FORM_ID, SIGNED_CONTRACT_FORM_ID } from "~/services/contracting/forms";
import {
  contractValidator,
  signedContractValidator,
} from "~/components/contracting/contract-validators";
import type { Viewer } from "~/services/auth/guards.server";

import {
  markContractSent,
  setContractSigned,
  setFarmsComplete,
  uploadContract,
  uploadSignedContract,
} from "~/services/contracting/contract.server";
import { setFieldsComplete } from "~/services/fields/fields.server";
import { loadContractingDetails } from "~/services/contracting/details.server";
import { data } from "@remix-run/node";
import { reopenFormSchema, reopenToast } from "~/services/journey/admin-decision";
import { reopenDecision } from "~/services/journey/decisions.server";
import { loadJourneyState } from "~/services/journey/progress.server";
import { STEP_LABELS } from "~/services/journey/steps";
import { q, querySchema, readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import { isRefusal } from "~/services/kit/refusal";

export const adminCompanyPath = (companyId: string) => `/admin/journey/companies/${companyId}`;

export async function loadAdminCompany(viewer: Viewer, companyId: string) {
  const details = await loadContractingDetails(companyId, { withGeometry: true });
  if (!details) throw new Response("Organisation not found", { status: 404 });
  const journey = await loadJourneyState(companyId, "/admin/userView");
  const status = journey.status;
  return {
    details,
    step: { id: journey.step, label: STEP_LABELS[journey.step], status },
    // A declined organisation: its reason, and the way to reopen (decision 0066).
    declined: status.kind === "declined" ? { kind: status.decision, reason: status.reason } : null,
    canWrite: viewer.permissions.includes("write:admin"),
  };
}

/** What a refused reopen sends back: the error beside `why` and the text as typed. */
export interface ReopenRefusal {
  errors: { why?: string };
  values: { why: string };
}

function actorOf(viewer: Viewer, requestId: string) {
  return { userId: viewer.user?.id ?? null, label: viewer.email, requestId };
}

/**
 * A PDF form of the page (the contract, the signed copy): validated, stored, and a refusal that
 * belongs to the file shown beside it with the form's values.
 */
async function uploadPdf(
  request: Request,
  formId: string,
  validator: typeof contractValidator,
  how: {
    missing: string;
    store: (file: File) => Promise<unknown>;
    done: () => Response | Promise<Response>;
  },
) {
  const result = await validateForm(request, validator);
  if (result instanceof Response) return result;
  const file = result.data.file.files[0] as File | undefined;
  if (!file) throw new Response(how.missing, { status: 400 });
  try {
    await how.store(file);
  } catch (error) {
    if (isRefusal(error) && error.field) {
      return validationError(
        { fieldErrors: { file: error.message }, formId },
        repopulatableValues(result.submittedData),
        { status: 422 },
      );
    }
    throw error;
  }
  return how.done();
}

/** The forms of the company page: each posts to the page with ?do=<form>. */
const companyFormQuery = querySchema({
  do: q.choice([
    "reopen",
    CONTRACT_FORM_ID,
    "farms-complete",
    "contract-sent",
    SIGNED_CONTRACT_FORM_ID,
    "contract-signed",
    "fields-complete",
  ]),
});

export async function handleAdminCompanyPost(
  viewer: Viewer,
  companyId: string,
  request: Request,
  requestId: string,
) {
  const actor = actorOf(viewer, requestId);
  const back = adminCompanyPath(companyId);
  // A form this page does not have is a 400 naming ?do= and the forms it has.
  const form = readQuery(request, companyFormQuery).do;
  try {
    switch (form) {
      case "reopen": {
        const body = Object.fromEntries(await readFormOrRefuse(request));
        const parsed = reopenFormSchema.safeParse(body);
        if (!parsed.success) {
          const whyIssue = parsed.error.issues.find((issue) => issue.path[0] === "why");
          if (!whyIssue) throw new Response(parsed.error.issues[0]!.message, { status: 400 });
          return data(
            {
              errors: { why: whyIssue.message },
              values: { why: typeof body.why === "string" ? body.why : "" },
            } satisfies ReopenRefusal,
            { status: 422 },
          );
        }
        try {
          const reopened = await reopenDecision(
            parsed.data.kind,
            companyId,
            parsed.data.why,
            actor.userId,
            { actorLabel: actor.label, requestId },
          );
          return redirectWithToast(back, {
            type: "success",
            text: reopenToast(reopened.kind, reopened.name),
          });
        } catch (error) {
          return pageRefused(error);
        }
      }
      case CONTRACT_FORM_ID:
        return await uploadPdf(request, CONTRACT_FORM_ID, contractValidator, {
          missing: "Choose the contract PDF.",
          store: (file) => uploadContract(actor, companyId, file),
          done: () => redirectWithToast(back, { type: "success", text: "Contract uploaded." }),
        });
      case "farms-complete": {
        const value = (await readFormOrRefuse(request)).get("value") !== "false";
        await setFarmsComplete(actor, companyId, { value });
        return redirectWithToast(back, {
          type: "success",
          text: value ? "Farms marked complete." : "Farms marked not complete.",
        });
      }
      case "contract-sent": {
        try {
          await markContractSent(actor, companyId);
        } catch (error) {
          // No contract yet: said on the page. A declined organisation is a 409 (below).
          if (isRefusal(error) && error.status === 409 && error.field) {
            return redirectWithToast(back, { type: "error", text: error.message });
          }
          throw error;
        }
        return redirectWithToast(back, {
          type: "success",
          text: "Contract marked as sent. The signatories and owners have been e-mailed.",
        });
      }
      case SIGNED_CONTRACT_FORM_ID:
        return await uploadPdf(request, SIGNED_CONTRACT_FORM_ID, signedContractValidator, {
          missing: "Choose the signed contract (PDF).",
          store: (file) => uploadSignedContract(actor, companyId, file),
          done: () =>
            redirectWithToast(back, { type: "success", text: "Signed contract uploaded." }),
        });
      case "contract-signed": {
        const value = (await readFormOrRefuse(request)).get("value") !== "false";
        try {
          await setContractSigned(actor, companyId, { value });
        } catch (error) {
          if (isRefusal(error) && error.status === 409 && error.field) {
            return redirectWithToast(back, { type: "error", text: error.message });
          }
          throw error;
        }
        return redirectWithToast(back, {
          type: "success",
          text: value
            ? "Signed contract confirmed. Mapping fields is open, and the signatories and owners have been e-mailed."
            : "Signed contract confirmation taken back.",
        });
      }
      case "fields-complete": {
        const value = (await readFormOrRefuse(request)).get("value") !== "false";
        await setFieldsComplete(actor, companyId, { value });
        return redirectWithToast(back, {
          type: "success",
          text: value
            ? "Fields confirmed complete. The implementation plan is open."
            : "Fields marked not complete. The organisation can change and submit them again.",
        });
      }
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
    }
  } catch (error) {
    pageRefused(error);
  }
}
