// The import rules of ARCHITECTURE.md, checked by `npm run check:boundaries` (part of `npm test`).
// A wrong import fails the run with the rule's name, the importing file and the imported one.
const { readdirSync } = require("node:fs");
const path = require("node:path");

// The shared places under server/ and what they hold: db (schema, client), http (errors, input, rate limits),
// mail (outbox), metrics (the /metrics registry), process (data-directory lock, server file, admin endpoint,
// command connection), test (test support). Every other folder under server/ is a feature, found here.
const SERVER_SHARED = ["db", "http", "mail", "metrics", "process", "test"];
const SERVER_FEATURES = `(${readdirSync(path.join(__dirname, "server"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_SHARED.includes(entry.name))
  .map((entry) => entry.name)
  .join("|")})`;
const SHARED_PLACES = `(${SERVER_SHARED.filter((name) => name !== "test").join("|")})`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "No import cycles: a module never depends, through others, on itself.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "core-stands-alone",
      comment:
        "core/ holds what the site and the server both use (domain, i18n, content, paths, format): it imports neither app/ nor server/.",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "server-not-to-app",
      comment:
        "The server imports nothing from app/: what both sides use lives in core/ (the site's built renderer is loaded at run time, not imported).",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "app-not-to-server",
      comment:
        "app/ runs in the browser too: it never imports server/ (the one exception is the type-only import of the API's route types, below).",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/", pathNot: "^server/api-type\\.ts$" },
    },
    {
      name: "app-to-server-api-types-only",
      comment:
        "app/ may import server/api-type.ts only with `import type` (nothing of the server reaches the browser).",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/api-type\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "app-feature-not-to-other-feature",
      comment:
        "An app feature never imports another: what two features share moves to app/components, app/lib or core/.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: "^app/features/$1/" },
    },
    {
      name: "app-shared-not-to-features",
      comment:
        "Shared app code (components, hooks, i18n, lib) never imports a feature or a route: the flow is shared code, then features, then routes.",
      severity: "error",
      from: { path: "^app/(components|hooks|i18n|lib)/" },
      to: { path: "^app/(features|routes)/" },
    },
    {
      name: "server-feature-not-to-other-feature",
      comment:
        "A server feature never imports another's internals: what two features share moves to a shared place under server/ (db, http, mail, metrics, process) or to core/.",
      severity: "error",
      from: { path: `^server/${SERVER_FEATURES}/` },
      to: { path: `^server/${SERVER_FEATURES}/`, pathNot: "^server/$1/" },
    },
    {
      name: "server-shared-not-to-features",
      comment: "The shared server places (db, http, mail, metrics, process) never import a feature.",
      severity: "error",
      from: { path: `^server/${SHARED_PLACES}/` },
      to: { path: `^server/${SERVER_FEATURES}/` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
