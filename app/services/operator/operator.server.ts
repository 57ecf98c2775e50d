// The organisation that runs Veld, as the routes and services read it (issue 32; decision 0147):
// the OPERATOR_* settings validated once at start (app/env.server.ts), never read again per
// request. The root loader hands it to every page (useOperator in app/components/operator.tsx).
import { getEnv } from "~/env.server";
import type { Operator } from "~/shared/operator";

export type { Operator };

export function getOperator(): Operator {
  return getEnv().operator;
}
