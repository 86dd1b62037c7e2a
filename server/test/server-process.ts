// Test support: the real server start (configuration, database, DATA_DIR/server.json, HTTP, shutdown)
// without the site's pages, so that process-level tests need no build.
import { startServer } from "../start";

await startServer(async () => undefined);
