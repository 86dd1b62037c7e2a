import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import { LANGUAGE_INFO } from "~/i18n/languages";
import { useNonce } from "~/lib/nonce";
import { langFromPathname } from "~/lib/paths";
import "./app.css";

export const links = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/media/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  const lang = langFromPathname(useLocation().pathname);
  const nonce = useNonce();
  const info = LANGUAGE_INFO[lang];
  return (
    <html lang={info.htmlLang} dir={info.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last-resort screen for an error no route handled (SPEC.md section 8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t, ready } = useTranslation("common");
  const title = ready ? t("appError.title") : "Unexpected Application Error!";
  let message = String(error);
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) {
    message = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-2xl font-bold text-destructive">{title}</h1>
      <p className="mt-4 font-mono">{message}</p>
      {stack ? <pre className="mt-4 overflow-auto rounded bg-surface p-4 text-sm">{stack}</pre> : null}
    </main>
  );
}
