import { config } from "zod/v4/core";

/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying once; under our
 * Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation on every staff page.
 * Jitless mode parses without compiling and skips the probe. Imported first by every module that
 * defines schemas, so it runs before the first object schema is made (server and browser alike).
 */
config({ jitless: true });
