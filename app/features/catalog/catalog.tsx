import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { CatalogFigures } from "./catalog-figures";
import { CatalogFooter } from "./catalog-footer";
import { SolutionCard } from "./solution-card";
import { useCatalog } from "./use-catalog";

/** The staff catalogue of twelve research solutions for Saudi Arabia (SPEC.md "Catalogue (/catalog)"). */
export function Catalog() {
  const { t } = useTranslation("catalog");
  const catalog = useCatalog();
  const data = catalog.data;
  return (
    <div>
      <section aria-labelledby="catalog-title" className="bg-navy-900 text-white">
        <div className="mx-auto max-w-7xl space-y-8 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
          <div className="max-w-3xl">
            <h1 id="catalog-title" className="text-3xl font-bold sm:text-4xl lg:text-5xl">
              {t("title")}
            </h1>
            <p className="mt-3 text-lg text-slate-200">{t("subtitle")}</p>
          </div>
          {data ? <CatalogFigures meta={data.meta} /> : null}
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        {data ? (
          <>
            <h2 className="sr-only">{t("solutionsHeading")}</h2>
            <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {data.solutions.map((solution) => (
                <li key={solution.id}>
                  <SolutionCard solution={solution} />
                </li>
              ))}
            </ul>
            <CatalogFooter meta={data.meta} />
          </>
        ) : catalog.isError ? (
          <div role="alert" className="rounded-xl bg-red-50 p-6 text-destructive ring-1 ring-red-200">
            <p className="font-semibold">{t("loadError")}</p>
            <Button variant="outline" className="mt-4" onClick={() => void catalog.refetch()}>
              {t("retry")}
            </Button>
          </div>
        ) : (
          <p role="status" className="text-muted">
            {t("loading")}
          </p>
        )}
      </div>
    </div>
  );
}
