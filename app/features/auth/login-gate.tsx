import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LockKeyhole } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { type LoginInput, loginSchema, type SessionAnswer } from "#core/domain/auth";
import type { Lang } from "#core/i18n/languages";
import { formatTime } from "#core/lib/format";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { logIn, SESSION_QUERY_KEY } from "./auth-api";

/** When a throttled login may be tried again, as a time of day in the page's language (rounded up). */
function retryTime(error: ApiError, lang: Lang): string {
  const at = typeof error.body.retryAt === "string" ? new Date(error.body.retryAt) : new Date();
  const minute = 60_000;
  const rounded = new Date(Math.ceil(at.getTime() / minute) * minute);
  return formatTime(rounded, lang);
}

const inputClass =
  "mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-sm focus:border-primary focus:outline-none focus-visible:outline-3 focus-visible:outline-gold aria-invalid:border-destructive";

/** The gate of the staff pages (SPEC.md "Login gate screen"): every check is made by the server. */
export function LoginGate() {
  const { t } = useTranslation("staff");
  const lang = useLang();
  const client = useQueryClient();
  const id = useId();
  const [throttled, setThrottled] = useState<string | undefined>();
  /** Asked for after the password, when the account has a second factor (the server says so). */
  const [askCode, setAskCode] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "", code: "" },
  });
  const { errors } = form.formState;
  // The code field appears once the server asks for it: the cursor goes there.
  useEffect(() => {
    if (askCode) form.setFocus("code");
  }, [askCode, form]);

  const login = useMutation({
    mutationFn: (input: LoginInput) => logIn(lang, input),
    onSuccess: (answer) => {
      const username = answer.session?.username ?? "";
      setThrottled(undefined);
      toast.success(t("login.successTitle"), { description: t("login.successDescription", { username }) });
      client.setQueryData<SessionAnswer>(SESSION_QUERY_KEY, answer);
      document.getElementById("main")?.focus();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code.startsWith("second_factor_")) {
        // The password was right: keep it, and ask for (another) code.
        form.resetField("code");
        if (error.code === "second_factor_invalid") {
          form.setError("code", { message: "staff:login.codeInvalid" });
          toast.error(t("login.failedTitle"), { description: t("login.codeInvalid") });
        }
        if (askCode) form.setFocus("code");
        else setAskCode(true);
        return;
      }
      form.resetField("password");
      form.resetField("code");
      setAskCode(false);
      if (error instanceof ApiError && error.status === 429) {
        const message = t("login.throttledDescription", { time: retryTime(error, lang) });
        setThrottled(message);
        toast.error(t("login.throttledTitle"), { description: message });
      } else if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
        toast.error(t("login.failedTitle"), { description: t("login.failedDescription") });
      } else {
        toast.error(t("login.failedTitle"), { description: t("login.unavailable") });
      }
      form.setFocus("password");
    },
  });

  const fieldError = (name: keyof LoginInput) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };

  return (
    <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">
      <section
        aria-labelledby={`${id}-title`}
        className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
      >
        <div className="flex flex-col items-center text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-light text-primary">
            <LockKeyhole aria-hidden="true" className="h-6 w-6" />
          </span>
          <h1 id={`${id}-title`} className="mt-4 text-2xl font-bold text-navy-900">
            {t("gate.title")}
          </h1>
          <p className="mt-2 text-muted">{t("gate.description")}</p>
        </div>

        <form
          noValidate
          className="mt-8 space-y-5"
          onSubmit={form.handleSubmit((input) =>
            login.mutate(askCode ? input : { username: input.username, password: input.password }),
          )}
        >
          {(["username", "password"] as const).map((name) => {
            const error = fieldError(name);
            const disabled = askCode;
            return (
              <div key={name}>
                <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-ink">
                  {t(`gate.${name}`)}
                </label>
                <input
                  id={`${id}-${name}`}
                  type={name === "password" ? "password" : "text"}
                  autoComplete={name === "password" ? "current-password" : "username"}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  required
                  readOnly={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${name}-error` : undefined}
                  className={inputClass}
                  {...form.register(name)}
                />
                {error ? (
                  <p id={`${id}-${name}-error`} className="mt-1 text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}

          {askCode ? (
            <div>
              <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-ink">
                {t("gate.code")}
              </label>
              <input
                id={`${id}-code`}
                type="text"
                inputMode="text"
                autoComplete="one-time-code"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                required
                aria-invalid={fieldError("code") ? true : undefined}
                aria-describedby={`${id}-code-hint${fieldError("code") ? ` ${id}-code-error` : ""}`}
                className={inputClass}
                {...form.register("code")}
              />
              <p id={`${id}-code-hint`} className="mt-1 text-sm text-muted">
                {t("gate.codeHint")}
              </p>
              {fieldError("code") ? (
                <p id={`${id}-code-error`} className="mt-1 text-sm text-destructive">
                  {fieldError("code")}
                </p>
              ) : null}
            </div>
          ) : null}

          {throttled ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-destructive">
              {throttled}
            </p>
          ) : null}

          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? t("gate.submitting") : t("gate.submit")}
          </Button>
        </form>
      </section>
    </div>
  );
}
