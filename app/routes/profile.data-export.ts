// /profile/data-export: everything Veld keeps about the signed-in person, as a JSON download
// (POPIA s 23, the right of access; the privacy policy says how to use it). A resource route.
// Only for the person themselves: under /admin/userView staff get a 404 (docs/decisions/0019).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { collectPersonalData } from "~/models/profiles.server";
import { recordAudit } from "~/services/audit/audit.server";
import { requirePermission } from "~/services/auth/guards.server";
import { isUserViewRequest, requireProfileContext } from "~/services/profiles/context.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (isUserViewRequest(request)) {
    await requirePermission(request, "read:admin");
    throw new Response("Only the person themselves can download their personal data.", {
      status: 404,
    });
  }
  const { user, viewer } = await requireProfileContext(request);
  const personalData = await collectPersonalData(user.id);
  if (!personalData) throw new Response("There is no profile to export.", { status: 404 });
  await recordAudit({
    actorUserId: user.id,
    actorLabel: user.email,
    action: "user.data-export",
    entityType: "user",
    entityId: user.id,
    requestId: context.requestId,
  });
  const exportedAt = new Date();
  const body = JSON.stringify(
    {
      exportedAt: exportedAt.toISOString(),
      about:
        "All personal information Veld keeps about you (POPIA section 23). See /privacy-policy for why we keep it.",
      signedInAs: { email: viewer.email, subject: viewer.subject },
      ...personalData,
    },
    null,
    2,
  );
  const day = exportedAt.toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="veld-personal-data-${day}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
