/** Builds the site when its sources changed since the last build; answers the build directory. */
export function buildIfNeeded(): string;
