// Any other path under /api/v2: a 404 in the API's envelope (docs/api.md), not the HTML 'Page not
// found' page. There is no route here, so there is no method to list in `Allow`: apiRoute's 405
// does not apply. The token is checked first, as on every route, so the API's paths cannot be
// probed anonymously.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";

const UNKNOWN_CALL =
  "There is no such call in /api/v2. The calls are listed in /api/v2/openapi.json.";

async function unknownCall({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  try {
    await requireApiCaller(request);
  } catch (refusal) {
    if (refusal instanceof Response) return refusal;
    throw refusal;
  }
  return apiError(404, UNKNOWN_CALL);
}

export const loader = unknownCall;
export const action = unknownCall;
