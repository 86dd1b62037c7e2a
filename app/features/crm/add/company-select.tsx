import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Check, ChevronDown } from "lucide-react";
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { formatNumber } from "#core/lib/format";
import { Field, type FieldControlProps } from "~/components/ui/field";
import { controlClass } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { UserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { fetchCompany, searchCrm } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { useDebounced } from "../dashboard/use-company-list";

/** How many companies the list offers for one query. */
const LIMIT = 20;

interface Chosen {
  id: string;
  name: string;
}

/**
 * Companies whose folded name matches the settled query, through the CRM's search (GET /api/crm/search,
 * folded case, accents and scripts; name matches only). On failure: the toast 'Failed to load companies'.
 */
function useCompanyMatches(query: string) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const q = query.trim();
  const result = useQuery({
    queryKey: crmKeys.picker(q),
    queryFn: ({ signal }) => searchCrm(lang, q, { limit: LIMIT, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: 1,
  });
  const told = useRef(false);
  useEffect(() => {
    if (result.isError && !told.current) {
      told.current = true;
      toast.error(t("toast.errorTitle"), { description: t("toast.companiesLoadFailed") });
    }
    if (result.isSuccess) told.current = false;
  }, [result.isError, result.isSuccess, t]);
  const items = (result.data?.companies ?? []).filter((hit) => hit.match.field === "name");
  return { items, pending: q.length > 0 && result.isFetching, failed: result.isError };
}

/**
 * Chooses `companyId` (from the URL: the command palette's "Add contact to ...") in a form's Company field,
 * without marking the field as changed (nothing was typed yet); the picker then shows that company's name.
 */
export function usePresetCompany(setValue: (field: "companyId", value: string) => void, companyId: string) {
  useEffect(() => {
    if (companyId) setValue("companyId", companyId);
  }, [companyId, setValue]);
}

/**
 * The Company picker of the Contact and Project tabs: a combobox (WAI-ARIA pattern, list autocomplete)
 * that searches the companies on the server as one types. Arrows move through the list, Enter chooses,
 * Escape closes it (or, closed, clears the text). The chosen company's name stays in the box.
 */
export function CompanySelect({
  control,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  name: string;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const listId = useId();
  const statusId = useId();
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebounced(text, 250);
  const searching = open && chosen === null ? settled : "";
  const matches = useCompanyMatches(searching);
  const items = matches.items;

  // The form was reset (saved): forget the choice.
  useEffect(() => {
    if (value === "" && chosen !== null) {
      setChosen(null);
      setText("");
    }
  }, [value, chosen]);
  // A company chosen from outside (the URL): show its name. One that is gone leaves the field empty.
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    if (value === "" || chosen?.id === value) return;
    const controller = new AbortController();
    fetchCompany(lang, Number(value), controller.signal).then(
      (company) => {
        setChosen({ id: value, name: company.name });
        setText(company.name);
      },
      () => {
        if (!controller.signal.aborted) change.current("");
      },
    );
    return () => controller.abort();
  }, [value, chosen, lang]);
  // A new list: nothing active until the arrows move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list changes with the settled query
  useEffect(() => setActive(-1), [settled]);

  const choose = (company: Chosen) => {
    setChosen(company);
    setText(company.name);
    setOpen(false);
    setActive(-1);
    onChange(company.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (items.length) setActive((i) => (i + 1) % items.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (items.length) setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
        break;
      case "Enter": {
        if (!open) break;
        event.preventDefault();
        const item = items[active] ?? (items.length === 1 ? items[0] : undefined);
        if (item) choose({ id: String(item.id), name: item.name });
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
          if (chosen) setText(chosen.name);
        } else if (text) {
          event.preventDefault();
          setText("");
          setChosen(null);
          onChange("");
        }
        break;
    }
  };

  const showList = open && chosen === null && settled.trim().length > 0 && items.length > 0;
  const message = !open
    ? ""
    : chosen !== null
      ? ""
      : text.trim() === ""
        ? t("add.companyPicker.typeToSearch")
        : matches.pending || settled !== text
          ? t("add.companyPicker.searching")
          : matches.failed
            ? t("toast.companiesLoadFailed")
            : items.length === 0
              ? t("add.companyPicker.noMatch", { query: text.trim() })
              : t("add.companyPicker.count", { number: formatNumber(items.length, lang) });

  return (
    <div className="relative">
      <input
        {...control}
        ref={inputRef}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={[control["aria-describedby"], statusId].filter(Boolean).join(" ")}
        placeholder={t("add.companyPicker.placeholder")}
        className={`${controlClass} h-11 pe-10`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (chosen) {
            setChosen(null);
            onChange("");
          }
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur();
        }}
        onKeyDown={onKeyDown}
      />
      {chosen ? (
        <Check
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-3.5 h-4 w-4 text-emerald-700"
        />
      ) : (
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-3.5 h-4 w-4 text-muted"
        />
      )}
      <div
        id={listId}
        role="listbox"
        aria-label={t("add.companyPicker.listLabel")}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {items.map((item, index) => (
          <div
            key={item.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2.5 text-start break-words ${
              index === active ? "bg-primary/10 text-navy-900" : "text-ink hover:bg-surface"
            }`}
            // Keep the focus in the box: the choice is made on mouse down, before the box would blur.
            onMouseDown={(event) => {
              event.preventDefault();
              choose({ id: String(item.id), name: item.name });
            }}
            onMouseMove={() => setActive(index)}
          >
            <UserText>{item.name}</UserText>
          </div>
        ))}
      </div>
      <p
        id={statusId}
        role="status"
        className={
          message && !showList
            ? "absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm text-muted shadow-lg"
            : "sr-only"
        }
      >
        {message}
      </p>
    </div>
  );
}

/** The required Company field of the Contact and Project tabs. */
export function CompanyField({
  id,
  label,
  error,
  ...props
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  name: string;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <Field id={id} label={label} required error={error} className="sm:col-span-2">
      {(control) => <CompanySelect control={control} {...props} />}
    </Field>
  );
}
