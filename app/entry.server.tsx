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
import { NonceContext } from "~/components/nonce";
import { logger } from "~/server/logger.server";

// server.js starts the process through the build's entry module.
export { startServer } from "~/server/start.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
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
