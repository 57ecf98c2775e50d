// A short in-process cache of the pages every anonymous visitor gets alike (issue 19;
// docs/decisions/0105-one-instance-throughput.md).
//
// A public page without scripts, asked for without cookies, is already marked shareable by
// entry.server (`Cache-Control: public`, an ETag from its bytes; decision 0013): it holds no
// nonce, no name and no toast. Rendering it again for each visitor is most of what such a request
// costs, so one instance keeps the bytes for a few seconds. Anything personal never qualifies: a
// request with a cookie or a bearer token, a response that sets a cookie, a status other than 200.
// A change made through this instance (any successful POST, PUT, PATCH or DELETE) empties the
// cache, so a person sees their own edit at once; other instances catch up within the lifetime.
import { LRUCache } from "lru-cache";
import { matchesIfNoneMatch } from "./document-cache.server";

interface CachedPage {
  headers: Array<[string, string]>;
  body: ArrayBuffer;
}

export interface PublicPageCacheOptions {
  /** How long a page is kept; 0 turns the cache off. */
  ttlMs: number;
  /** At most this many pages (a page's query string makes it another page). */
  maxEntries?: number;
  /** At most this many bytes of HTML in all. */
  maxBytes?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  /**
   * What else tells two anonymous requests for one address apart: the language the page is
   * answered in (decision 0158: `Accept-Language` picks it without a cookie), so each language
   * gets its own copy. The resolved language, never the raw header: a handful of copies at most.
   */
  variant?: (request: Request) => string;
}

export interface PublicPageCache {
  /** Answers from the cache, or renders and keeps what may be shared. */
  handle(request: Request, render: () => Promise<Response>): Promise<Response>;
  /** How many pages are kept now (for tests and metrics). */
  readonly size: number;
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether the request is one every anonymous visitor could have made. */
export function isAnonymousPageRequest(request: Request): boolean {
  return (
    request.method === "GET" &&
    (request.headers.get("Cookie") ?? "").trim() === "" &&
    !request.headers.has("Authorization")
  );
}

/** Whether entry.server marked the response as the same for every anonymous visitor. */
export function isSharedPage(response: Response): boolean {
  const { headers } = response;
  return (
    response.status === 200 &&
    /^public\b/.test(headers.get("Cache-Control") ?? "") &&
    headers.has("ETag") &&
    !headers.has("Set-Cookie") &&
    (headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

function answer(request: Request, page: CachedPage): Response {
  const headers = new Headers(page.headers);
  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), headers.get("ETag") ?? "")) {
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(page.body, { status: 200, headers });
}

export function createPublicPageCache({
  ttlMs,
  maxEntries = 500,
  maxBytes = 16 * 1024 * 1024,
  now = () => performance.now(),
  variant = () => "",
}: PublicPageCacheOptions): PublicPageCache {
  const pages =
    ttlMs > 0
      ? new LRUCache<string, CachedPage>({
          max: maxEntries,
          ttl: ttlMs,
          maxSize: maxBytes,
          sizeCalculation: (page) => Math.max(1, page.body.byteLength),
          perf: { now },
          // Read the clock on every look-up: a page is never served past its lifetime.
          ttlResolution: 0,
        })
      : null;

  return {
    get size() {
      return pages?.size ?? 0;
    },
    async handle(request, render) {
      if (!pages) return render();
      if (!isAnonymousPageRequest(request)) {
        const response = await render();
        if (WRITES.has(request.method) && response.status < 400) pages.clear();
        return response;
      }
      const url = new URL(request.url);
      // The path and query only (the Host header is the client's to choose), and the variant.
      const key = `${url.pathname}${url.search}\u0000${variant(request)}`;
      const cached = pages.get(key);
      if (cached) return answer(request, cached);
      const response = await render();
      if (!isSharedPage(response)) return response;
      const page: CachedPage = {
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      };
      pages.set(key, page);
      return answer(request, page);
    },
  };
}
