declare module "virtual:islands" {
  /** The URL of the islands' boot script in a production build; null in development. */
  export const bootScript: string | null;
}
