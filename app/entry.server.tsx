import { PassThrough } from "node:stream";
import type {
  ActionFunctionArgs,
  AppLoadContext,
  EntryContext,
  LoaderFunctionArgs,
} from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { shouldHydrate } from "~/components/hydration";
import { NonceContext } from "~/components/nonce";
import { isRevalidatable, revalidatedDocument } from "~/server/document-cache.server";
import { logger } from "~/logger.server";

// server.js starts the process through the build's entry module, and scripts/veld.js runs the
// operator's commands (backup, restore, files:to-s3) through it: the host needs no dev tools.
export { startServer } from "~/server/start.server";
export { runOperatorCommand } from "~/server/operator-commands.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // Pages that work without JavaScript (a route handle `{ hydrate: false }`, decision 0012) get
  // no scripts: root.tsx leaves out <Scripts>, and single fetch's inline data goes too.
  const hydrate = shouldHydrate(
    remixContext.staticHandlerContext.matches.map(
      (match) => remixContext.routeModules[match.route.id]?.handle,
    ),
  );
  if (!hydrate && remixContext.serverHandoffStream) {
    void remixContext.serverHandoffStream.cancel().catch(() => {});
    remixContext.serverHandoffStream = undefined;
  }
  // Without a cookie, the browser's Accept-Language picks the page's language (decision 0158):
  // a shared cache must keep one copy per language.
  responseHeaders.append("Vary", "Accept-Language");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The whole document is rendered before it is sent: pages are small and have no deferred data,
    // and a complete response can be compressed and cached as one.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        {/* The nonce also goes on single fetch's inline data scripts, or the CSP blocks them. */}
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={streamTimeout}
          nonce={nonce}
        />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Without scripts the page holds no nonce, so equal content gives equal bytes: an
          // ETag from its hash makes a repeat visit a 304 (decision 0013).
          if (!hydrate && isRevalidatable(request, responseStatusCode, responseHeaders)) {
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("error", reject);
            body.on("end", () => {
              const html = Buffer.concat(chunks).toString("utf8");
              // A render error after the shell (onError) made it a 500: no validator then.
              if (!isRevalidatable(request, responseStatusCode, responseHeaders)) {
                resolve(
                  new Response(html, { headers: responseHeaders, status: responseStatusCode }),
                );
                return;
              }
              resolve(revalidatedDocument(request, html, responseHeaders));
            });
            pipe(body);
            return;
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            logger().error({ err: error, requestId: loadContext.requestId }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(
  error: unknown,
  { request, context }: LoaderFunctionArgs | ActionFunctionArgs,
) {
  if (request.signal.aborted) return;
  // A URL that matches no route is a 404 for the visitor, not a fault of Veld's.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger().error({ err: error, requestId: context.requestId, url: request.url }, "unhandled error");
}
