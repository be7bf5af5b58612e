import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// Each file in app/routes is a route (React Router's flat-routes naming), so features add
// pages without editing a shared table.
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*"] }) satisfies RouteConfig;
