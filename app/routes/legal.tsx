import { useTranslation } from "react-i18next";
import { pageData } from "~/lib/page.server";
import { splitLangPath } from "~/lib/paths";
import type { Route } from "./+types/legal";

export function loader({ request }: Route.LoaderArgs) {
  const doc = splitLangPath(new URL(request.url).pathname).path.slice(1);
  return { doc, ...pageData(request, { ns: ["legal"], metaKey: `legal:${doc}.meta` }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-navy-900">{t(`${loaderData.doc}.title`)}</h1>
    </div>
  );
}
