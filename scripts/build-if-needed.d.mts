/** Builds the site and the server when their sources changed since the last build; returns the build directory. */
export function buildIfNeeded(): Promise<string>;
