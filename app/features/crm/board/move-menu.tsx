import { ArrowRightLeft } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { Ref } from "react";
import { DEAL_STAGES, type DealStage } from "#core/domain/deals";
import { Menu, menuItemClass } from "~/components/ui/menu";
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
  return (
    <Menu
      modal={false}
      heading={t("board.moveTo")}
      trigger={
        <button
          type="button"
          ref={ref}
          aria-label={t("board.moveLabel", { name })}
          className="relative z-10 inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 text-xs font-semibold text-navy-900 hover:bg-primary-light focus-visible:outline-3 focus-visible:outline-gold"
        >
          <ArrowRightLeft aria-hidden="true" className="h-3.5 w-3.5" />
          {t("board.move")}
        </button>
      }
    >
      {DEAL_STAGES.filter((s) => s !== stage).map((target) => (
        <DropdownMenu.Item key={target} onSelect={() => onMove(target)} className={menuItemClass}>
          {t(`crm:stage.${target}`)}
        </DropdownMenu.Item>
      ))}
    </Menu>
  );
}
