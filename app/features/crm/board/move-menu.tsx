import { ArrowRightLeft } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { Ref } from "react";
import { DEAL_STAGES, type DealStage } from "#core/domain/deals";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** The keyboard (and screen reader) way to move a deal: a menu of the other five stages. */
export function MoveMenu({
  ref,
  name,
  stage,
  onMove,
}: {
  ref?: Ref<HTMLButtonElement>;
  name: string;
  stage: string;
  onMove: (stage: DealStage) => void;
}) {
  const { t } = useTranslation(["pipeline", "crm"]);
  const lang = useLang();
  return (
    <DropdownMenu.Root dir={LANGUAGE_INFO[lang].dir} modal={false}>
      <DropdownMenu.Trigger
        ref={ref}
        aria-label={t("board.moveLabel", { name })}
        className="relative z-10 inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 text-xs font-semibold text-navy-900 hover:bg-primary-light focus-visible:outline-3 focus-visible:outline-gold"
      >
        <ArrowRightLeft aria-hidden="true" className="h-3.5 w-3.5" />
        {t("board.move")}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-muted">
            {t("board.moveTo")}
          </DropdownMenu.Label>
          {DEAL_STAGES.filter((s) => s !== stage).map((target) => (
            <DropdownMenu.Item
              key={target}
              onSelect={() => onMove(target)}
              className="flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-sm font-medium text-ink outline-none data-[highlighted]:bg-primary-light data-[highlighted]:text-primary-dark"
            >
              {t(`crm:stage.${target}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
