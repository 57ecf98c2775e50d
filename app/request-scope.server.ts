// One HTTP request's memory (issue 30, decision 0129). Remix runs the loaders of every matched
// route (the root, the layout, the page) side by side, and each asks who is signed in, which
// organisation is active and where its journey stands; each answer is read once per request and
// shared. app/server runs each request in a scope of its own; outside one (a test calling a
// loader, a background job) nothing is remembered.
//
// Only loaders share answers. An action reads afresh every time (it changes what it reads), and
// the memory is emptied when it ends, so the page a post without JavaScript renders after its
// action reads what the action wrote (app/server wraps every route's action in runAction).
import { AsyncLocalStorage } from "node:async_hooks";

interface Scope {
  memory: Map<string, Promise<unknown>>;
  /** Actions running in this request: while one runs nothing is remembered. */
  actions: number;
}

const storage = new AsyncLocalStorage<Scope>();

/** Runs `handle` (one HTTP request) with a memory of its own. */
export function runInRequestScope<T>(handle: () => T): T {
  return storage.run({ memory: new Map(), actions: 0 }, handle);
}

/**
 * The value `load` gives for `key`, loaded once per request while its loaders run: later callers
 * get the same promise, a refusal included, so every loader of a page sees one answer. During an
 * action, or outside a request scope, it simply loads.
 */
export function oncePerRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const scope = storage.getStore();
  if (!scope || scope.actions > 0) return load();
  let found = scope.memory.get(key) as Promise<T> | undefined;
  if (!found) {
    found = load();
    scope.memory.set(key, found);
  }
  // Each caller its own copy: one loader sorting or changing what it got leaves the others'.
  return found.then((value) => structuredClone(value));
}

/** Runs a route's action: nothing is remembered while it runs, and the memory is emptied after. */
export async function runAction<T>(action: () => Promise<T>): Promise<T> {
  const scope = storage.getStore();
  if (!scope) return action();
  scope.actions += 1;
  scope.memory.clear();
  try {
    return await action();
  } finally {
    scope.actions -= 1;
    scope.memory.clear();
  }
}
