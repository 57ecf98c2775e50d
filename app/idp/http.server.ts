// Small Express helpers shared by the provider's own routes.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { errors } from "oidc-provider";
import { logger } from "~/logger.server";
import type { PageContext } from "./views/html.server";
import { messagePage } from "./views/pages.server";

/** Sends an HTML page that must not be cached (it may hold an e-mail address or a token). */
export function sendPage(res: Response, status: number, body: string) {
  res.status(status).set("Cache-Control", "no-store").type("html").send(body);
}

/** A form field as a string: Express's urlencoded parser may give arrays or nothing. */
export function formValue(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

/** Interaction uids are oidc-provider nanoids; anything else is not echoed into a link. */
export function safeInteractionUid(value: unknown): string | undefined {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

export const EXPIRED_SIGN_IN =
  "This sign-in has expired or was started in another browser tab. Please go back to Veld and sign in again.";

/**
 * Wraps an async handler: an expired or missing interaction becomes a page saying so (400),
 * anything else is logged and answered with a plain error page (500).
 */
export function handle(
  page: PageContext,
  appUrl: string,
  fn: (req: Request, res: Response) => Promise<void>,
): RequestHandler {
  return (req: Request, res: Response, _next: NextFunction) => {
    fn(req, res).catch((error: unknown) => {
      if (res.headersSent) return;
      if (error instanceof errors.SessionNotFound) {
        sendPage(res, 400, messagePage(page, "Sign-in expired", EXPIRED_SIGN_IN, { appUrl }));
        return;
      }
      logger().error(
        { err: error, requestId: res.locals.requestId },
        "identity provider page failed",
      );
      sendPage(
        res,
        500,
        messagePage(
          page,
          "Something went wrong",
          "Something went wrong on our side. Please try again.",
          {
            kind: "error",
            appUrl,
          },
        ),
      );
    });
  };
}
