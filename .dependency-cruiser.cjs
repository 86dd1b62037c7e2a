// The import rules of ARCHITECTURE.md, checked by `npm run check:boundaries` (part of `npm test`).
// A wrong import fails the run with the rule's name, the importing file and the imported one.
// Server features are the folders under server/ that own an API; the shared places beside them say what
// they hold: db (schema, client), http (errors, input, rate limits), mail (outbox), metrics (/metrics), process (data-directory
// lock, server file, admin endpoint, command connection), test (test support).
const SERVER_FEATURES = "(auth|catalog|contact|crm|industry|newsletter)";

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
        "An app feature never imports another: what two features share moves to app/components, app/lib or app/domain.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: "^app/features/$1/" },
    },
    {
      name: "app-shared-not-to-features",
      comment:
        "Shared app code (components, content, domain, hooks, i18n, lib) never imports a feature or a route: the flow is shared code, then features, then routes.",
      severity: "error",
      from: { path: "^app/(components|content|domain|hooks|i18n|lib)/" },
      to: { path: "^app/(features|routes)/" },
    },
    {
      name: "server-not-to-app-features",
      comment:
        "The server shares only app/domain, app/i18n, app/content and app/lib with the site: never a feature or a route (what both need moves to app/domain).",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/(features|routes)/" },
    },
    {
      name: "server-feature-not-to-other-feature",
      comment:
        "A server feature never imports another's internals: what two features share moves to a shared place under server/ (db, http, mail, process).",
      severity: "error",
      from: { path: `^server/${SERVER_FEATURES}/` },
      to: { path: `^server/${SERVER_FEATURES}/`, pathNot: "^server/$1/" },
    },
    {
      name: "server-shared-not-to-features",
      comment: "The shared server places (db, http, mail, metrics, process) never import a feature.",
      severity: "error",
      from: { path: "^server/(db|http|mail|metrics|process)/" },
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
