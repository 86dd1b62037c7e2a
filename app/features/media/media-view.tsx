import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber } from "#core/lib/format";
import { Pager } from "~/components/ui/pager";
import { useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { ImageCard } from "./image-card";
import { fetchImages, mediaKeys } from "./media-api";
import { UploadPanel } from "./upload-panel";

/**
 * /crm/media: the site's uploaded images. Admins and sales upload and describe them; every image shows its
 * body token to paste into an insight; an admin deletes one no insight uses.
 */
export function MediaView() {
  const { t } = useTranslation("media");
  const lang = useLang();
  const { can } = useStaffSession();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: mediaKeys.page(page),
    queryFn: ({ signal }) => fetchImages(lang, page, signal),
    placeholderData: keepPreviousData,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-navy-900">{t("title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("subtitle")}</p>
      {can("sales") ? <UploadPanel onUploaded={() => setPage(1)} /> : null}
      <section aria-labelledby="library-heading" className="mt-10">
        <h2 id="library-heading" className="text-xl font-bold text-navy-900">
          {t("list.heading")}
        </h2>
        {query.isPending ? (
          <p role="status" className="mt-4 text-muted">
            {t("list.loading")}
          </p>
        ) : query.isError ? (
          <p role="alert" className="mt-4 text-destructive">
            {t("list.loadFailed")}
          </p>
        ) : query.data.images.length === 0 ? (
          <p className="mt-4 rounded-xl bg-surface p-6 text-muted">{t("list.empty")}</p>
        ) : (
          <>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {query.data.images.map((image) => (
                <ImageCard key={image.id} image={image} />
              ))}
            </ul>
            {pages > 1 ? (
              <Pager
                label={t("list.pagination")}
                className="mt-6 flex flex-wrap items-center gap-3"
                page={page}
                pages={pages}
                onPage={setPage}
                previous={t("list.newer")}
                next={t("list.older")}
                status={t("list.pageOf", {
                  page: formatNumber(page, lang),
                  pages: formatNumber(pages, lang),
                })}
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
