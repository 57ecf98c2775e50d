// The admin company view's data and actions (spec §7 admin calls: contract upload,
// farmsComplete, contractSent; reopening a declined decision, decision 0066). Reading needs
// read:admin; every change write:admin. A declined organisation's contracting is refused (409).
import {
  formRefusal,
  pageRefused,
  readPost,
  refuseForm,
  validatePost,
  type Post,
} from "~/services/kit/forms/validate-form.server";
import type { AdminCompanyIntent } from "~/services/contracting/forms";
import { adminCompanyPost } from "~/services/contracting/queries";
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
import { reopenFormSchema, reopenToast } from "~/services/journey/admin-decision";
import { reopenDecision } from "~/services/journey/decisions.server";
import { loadJourneyState } from "~/services/journey/progress.server";
import { STEP_LABELS } from "~/services/journey/steps";
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

function actorOf(viewer: Viewer, requestId: string) {
  return { userId: viewer.user?.id ?? null, label: viewer.email, requestId };
}

/**
 * A PDF form of the page (the contract, the signed copy): validated, stored, and a refusal that
 * belongs to the file shown beside it with the form's values.
 */
async function uploadPdf(
  post: Post<unknown>,
  intent: AdminCompanyIntent,
  validator: typeof contractValidator,
  how: {
    missing: string;
    store: (file: File) => Promise<unknown>;
    done: () => Response | Promise<Response>;
  },
) {
  const result = await validatePost(post, validator);
  if (result instanceof Response) return result;
  const file = result.data.file.files[0] as File | undefined;
  if (!file) throw new Response(how.missing, { status: 400 });
  try {
    await how.store(file);
  } catch (error) {
    // A refusal of the file (not a PDF, too large) goes beside it; one without a field (a
    // declined organisation) is the page's error.
    return formRefusal(error, intent, result.submittedData);
  }
  return how.done();
}

export async function handleAdminCompanyPost(
  viewer: Viewer,
  companyId: string,
  request: Request,
  requestId: string,
) {
  const actor = actorOf(viewer, requestId);
  const back = adminCompanyPath(companyId);
  // A form this page does not have is a 400 naming the `intent` field and the forms it has.
  const post = await readPost(request, adminCompanyPost);
  if (post instanceof Response) return post;
  const value = () => post.form.get("value") !== "false";
  try {
    switch (post.fields.intent) {
      case "reopen": {
        const body = Object.fromEntries(post.form);
        const parsed = reopenFormSchema.safeParse(body);
        if (!parsed.success) {
          const whyIssue = parsed.error.issues.find((issue) => issue.path[0] === "why");
          if (!whyIssue) throw new Response(parsed.error.issues[0]!.message, { status: 400 });
          return refuseForm("reopen", {
            fieldErrors: { why: whyIssue.message },
            values: { why: typeof body.why === "string" ? body.why : "" },
          });
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
      case "contract-upload":
        return await uploadPdf(post, "contract-upload", contractValidator, {
          missing: "Choose the contract PDF.",
          store: (file) => uploadContract(actor, companyId, file),
          done: () => redirectWithToast(back, { type: "success", text: "Contract uploaded." }),
        });
      case "farms-complete": {
        const marked = value();
        await setFarmsComplete(actor, companyId, { value: marked });
        return redirectWithToast(back, {
          type: "success",
          text: marked ? "Farms marked complete." : "Farms marked not complete.",
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
      case "signed-contract":
        return await uploadPdf(post, "signed-contract", signedContractValidator, {
          missing: "Choose the signed contract (PDF).",
          store: (file) => uploadSignedContract(actor, companyId, file),
          done: () =>
            redirectWithToast(back, { type: "success", text: "Signed contract uploaded." }),
        });
      case "contract-signed": {
        const signed = value();
        try {
          await setContractSigned(actor, companyId, { value: signed });
        } catch (error) {
          if (isRefusal(error) && error.status === 409 && error.field) {
            return redirectWithToast(back, { type: "error", text: error.message });
          }
          throw error;
        }
        return redirectWithToast(back, {
          type: "success",
          text: signed
            ? "Signed contract confirmed. Mapping fields is open, and the signatories and owners have been e-mailed."
            : "Signed contract confirmation taken back.",
        });
      }
      case "fields-complete": {
        const complete = value();
        await setFieldsComplete(actor, companyId, { value: complete });
        return redirectWithToast(back, {
          type: "success",
          text: complete
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
