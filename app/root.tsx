import { bootScript } from "virtual:islands";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { getHref } from "#core/lib/paths";
import { usePageAddress } from "~/hooks/use-page-address";
import { IslandsLoader } from "~/islands/loader";
import { fontPreloads } from "~/lib/fonts";
import { useNonce } from "~/lib/nonce";
import { pageNeeds } from "~/lib/page-needs";
import { SpeculationRules } from "~/lib/speculation-rules";
import faviconSvg from "../public/favicon.svg?raw";
import "./app.css";

// The icon inline (a data: URL of public/favicon.svg, 468 bytes): no request competes with a phone's first
// paint for bandwidth (decision 021). favicon.ico stays for browsers without SVG icons.
const FAVICON = `data:image/svg+xml,${faviconSvg
  .replace(/\s*\n\s*/g, "")
  .replace(/["#<>]/g, (c) => encodeURIComponent(c))}`;

export const links = () => [
  { rel: "icon", href: FAVICON, type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/media/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  const { lang } = usePageAddress();
  const nonce = useNonce();
  const info = LANGUAGE_INFO[lang];
  // Documents ship no script; pages with islands their boot script; the staff area is an app (each as the
  // table of pages says, core/lib/pages.ts) (and in
  // development every page is, so that Vite's hot reload works).
  const needs = pageNeeds(useMatches().map((match) => match.id));
  const app = needs.app || import.meta.env.DEV;
  return (
    <html lang={info.htmlLang} dir={info.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        {fontPreloads(lang).map((font) => (
          <link
            key={font.href}
            rel="preload"
            as="font"
            type={font.type}
            crossOrigin="anonymous"
            href={font.href}
          />
        ))}
        <Meta />
        <Links />
        {app ? null : <SpeculationRules nonce={nonce} />}
      </head>
      <body>
        {children}
        {app ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            {import.meta.env.DEV ? (
              <script type="module" src="/app/islands/dev-boot.ts" nonce={nonce} />
            ) : null}
          </>
        ) : needs.islands && bootScript ? (
          // Added once the page has painted: the text, fonts and hero image come first.
          <IslandsLoader src={bootScript} nonce={nonce} />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Last-resort screen for an error no route handled (SPEC.md section 8): 'Unexpected Application
 * Error!' and the message; the stack only in development builds. The title comes from the frame's
 * translations when they loaded, else it is the English one.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { lang } = usePageAddress();
  const site = useRouteLoaderData(`${lang}/site`) as { messages?: { common?: CommonMessages } } | undefined;
  const common = site?.messages?.common;
  let message = String(error);
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) {
    message = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 sm:px-8">
      <h1 className="text-2xl font-bold text-destructive sm:text-3xl">
        {common?.appError?.title ?? "Unexpected Application Error!"}
      </h1>
      <p className="mt-4 break-words font-mono text-ink">{message}</p>
      {stack ? <pre className="mt-6 overflow-auto rounded-lg bg-surface p-4 text-sm">{stack}</pre> : null}
      <p className="mt-8 flex flex-wrap gap-6 font-semibold text-primary-dark">
        <a href={pathname} className="underline underline-offset-4">
          {common?.appError?.reload ?? "Reload the page"}
        </a>
        <a href={getHref("/", lang)} className="underline underline-offset-4">
          {common?.notFound?.backHome ?? "Back to Home"}
        </a>
      </p>
    </main>
  );
}

interface CommonMessages {
  appError?: { title?: string; reload?: string };
  notFound?: { backHome?: string };
}
