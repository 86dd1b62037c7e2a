/** Where the bundled server lands, inside the build directory. */
export const SERVER_BUNDLE: string;
/** The fingerprint of everything the build reads. */
export function fingerprint(): string;
/** Builds the site and the server into `buildDir`, then writes `stamp` as the build's fingerprint. */
export function build(buildDir: string, stamp?: string): Promise<void>;
