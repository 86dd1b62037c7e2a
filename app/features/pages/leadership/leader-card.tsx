import { ExternalLink, Mail, MapPin } from "lucide-react";
import type { LEADERS } from "#core/content/pages";
import { Monogram } from "~/components/ui/monogram";
import { useTranslation } from "~/i18n/react";

type Leader = (typeof LEADERS)[number];

/** A leader's profile: a monogram (until the firm has photographs), name, role, location, bio, e-mail and professional-network links. */
export function LeaderCard({ leader }: { leader: Leader }) {
  const { t } = useTranslation("pages");
  const { t: common } = useTranslation("common");
  const key = `leadership.people.${leader.id}`;
  const name = t(`${key}.name`);
  const [mailbox, domain] = leader.email.split("@");
  return (
    <article
      aria-labelledby={`leader-${leader.id}`}
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:p-8"
    >
      <Monogram
        initials={common(`monograms.${leader.id}`)}
        label={t("leadership.labels.monogram", { name })}
        className="h-36 w-36 rounded-2xl text-5xl sm:h-40 sm:w-40"
      />
      <div className="min-w-0">
        <h2 id={`leader-${leader.id}`} className="text-2xl font-bold text-navy-900">
          {name}
        </h2>
        <p className="mt-1 font-semibold text-primary">{t(`${key}.role`)}</p>
        <p className="mt-2 flex items-center gap-2 text-sm text-muted">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="sr-only">{t("leadership.labels.location")}: </span>
          {t(`${key}.location`)}
        </p>
        <p className="mt-4 text-pretty leading-7 text-ink">{t(`${key}.bio`)}</p>
        <ul className="mt-5 flex flex-col gap-3 text-sm font-medium">
          <li>
            <a
              href={`mailto:${leader.email}`}
              className="inline-flex max-w-full items-center gap-2 text-primary-dark underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="sr-only">{t("leadership.labels.email", { name })}: </span>
              <span className="ltr-isolate">
                {mailbox}@<wbr />
                {domain}
              </span>
            </a>
          </li>
          <li>
            <a
              href={leader.linkedIn}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 text-primary-dark underline-offset-4 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0 flip-rtl" />
              {t("leadership.labels.linkedIn", { name })}
              <span className="sr-only"> {t("common:generic.opensInNewTab")}</span>
            </a>
          </li>
        </ul>
      </div>
    </article>
  );
}
