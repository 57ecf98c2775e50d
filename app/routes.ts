import type { RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

// File-system routes (app/routes), nested exactly like the spec's URLs (spec §2).
export default flatRoutes() satisfies RouteConfig;
