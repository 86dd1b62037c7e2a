import { ExternalLink, Mail, MapPin } from "lucide-react";
import type { PublicLeader } from "#core/domain/leaders";
import { Portrait } from "~/components/ui/portrait";
import { USER_TEXT, UserText, withUserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/react";

/**
 * A leader's profile as staff wrote it (/crm/people): a photo, or a monogram in the page's letters without
 * one, name, role, location, bio, e-mail and professional-network links. Their texts are shown as written.
 */
export function LeaderCard({ leader }: { leader: PublicLeader }) {
  const { t } = useTranslation("pages");
  const name = leader.name;
  const at = leader.email.lastIndexOf("@");
  const [mailbox, domain] =
    at < 0 ? [leader.email, ""] : [leader.email.slice(0, at), leader.email.slice(at + 1)];
  return (
    <article
      aria-labelledby={`leader-${leader.key}`}
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:p-8"
    >
      <Portrait
        photo={leader.photo}
        initials={leader.initials}
        label={t("leadership.labels.monogram", { name })}
        sizes="160px"
        className="h-36 w-36 rounded-2xl text-5xl sm:h-40 sm:w-40"
      />
      <div className="min-w-0">
        <h2 id={`leader-${leader.key}`} className="text-2xl font-bold text-navy-900">
          <UserText>{name}</UserText>
        </h2>
        <p className="mt-1 font-semibold text-primary">
          <UserText>{leader.role}</UserText>
        </p>
        <p className="mt-2 flex items-center gap-2 text-sm text-muted">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="sr-only">{t("leadership.labels.location")}: </span>
          <UserText>{leader.location}</UserText>
        </p>
        <p className="mt-4 whitespace-pre-line text-pretty leading-7 text-ink">
          <UserText>{leader.bio}</UserText>
        </p>
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
              <span>{withUserText(t("leadership.labels.linkedIn", { name: USER_TEXT }), name)}</span>
              <span className="sr-only"> {t("common:generic.opensInNewTab")}</span>
            </a>
          </li>
        </ul>
      </div>
    </article>
  );
}
