// The part of subset-font's API that scripts/fonts uses (the package ships no types).
declare module "subset-font" {
  type Options = {
    targetFormat?: "woff2" | "woff" | "truetype";
    keepFeatures?: string[];
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
