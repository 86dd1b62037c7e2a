import { TEAM_AUTHOR } from "#core/content/articles";
import type { PublicLeader } from "#core/domain/leaders";
import { BrandMark } from "~/components/layout/brand-mark";
import { Portrait } from "~/components/ui/portrait";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/react";

/**
 * "About the author" at the end of an article. A leader (the leadership page's, edited at /crm/people) is shown
 * with their photo, or their monogram in the page's letters, and their name, role and bio as staff wrote them;
 * the team as a whole has the header's mark and the blog's texts (blog:authors.potentia-team).
 */
export function AuthorCard({ leader }: { leader: PublicLeader | null }) {
  const { t } = useTranslation("blog");
  const team = `authors.${TEAM_AUTHOR}`;
  return (
    <section
      aria-labelledby="about-author"
      className="mt-12 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-surface p-6 sm:flex-row sm:items-start"
    >
      {leader ? (
        <Portrait
          photo={leader.photo}
          initials={leader.initials}
          sizes="80px"
          className="h-20 w-20 rounded-full text-2xl"
        />
      ) : (
        <BrandMark className="h-20 w-20 shrink-0" />
      )}
      <div>
        <h2 id="about-author" className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t("aboutAuthor")}
        </h2>
        <p className="mt-1 text-lg font-bold text-navy-900">
          {leader ? <UserText>{leader.name}</UserText> : t(`${team}.name`)}
        </p>
        <p className="text-sm font-medium text-primary-dark">
          {leader ? <UserText>{leader.role}</UserText> : t(`${team}.role`)}
        </p>
        <p className="mt-3 leading-7 text-ink">
          {leader ? <UserText>{leader.bio}</UserText> : t(`${team}.bio`)}
        </p>
      </div>
    </section>
  );
}
