import type { apiRoutes } from "./api";

/**
 * The type of the JSON API under /api, from its route definitions: the one thing of the server the app may
 * import, and only with `import type` (see .dependency-cruiser.cjs). The staff app's client
 * (app/lib/api-client.ts) is typed from it: paths, parameters, bodies and answers.
 */
export type Api = ReturnType<typeof apiRoutes>;
