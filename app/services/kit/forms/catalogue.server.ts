// The interface kit's catalogue pages (/dev/kit/…) are for developers: on in development and
// tests, off in production unless KIT_CATALOGUE=true (the e2e suite runs the production build
// with it on). Off means 404, as if the page did not exist.

export function isCatalogueEnabled(env: NodeJS.ProcessEnv = process.env) {
  return env.NODE_ENV !== "production" || env.KIT_CATALOGUE === "true";
}

/** Call first in every catalogue loader and action. */
export function requireCatalogueEnabled(env: NodeJS.ProcessEnv = process.env) {
  if (!isCatalogueEnabled(env))
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}
