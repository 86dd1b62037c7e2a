import { Compass, Grid3x3, Lightbulb } from "lucide-react";
import { DEFAULT_TOOL, TOOL_TABS } from "#core/content/tools";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { BrandCompass } from "./brand-compass";
import { DistanceMatrix } from "./distance-matrix";
import type { HeadingLevel } from "./heading";
import { InsightFramework } from "./insight-framework";

const TAB_ICONS = {
  "brand-compass": Compass,
  "distance-matrix": Grid3x3,
  "insight-framework": Lightbulb,
} as const;

/**
 * The tools showcase, on the home page and on /tools: three tabs (Brand Compass first) with the
 * spec's sample data. `level` is the heading level of each tool's title.
 */
export function ToolsShowcase({ level }: { level: HeadingLevel }) {
  const { t } = useTranslation("tools");
  const dir = LANGUAGE_INFO[useLang()].dir;
  return (
    <Tabs defaultValue={DEFAULT_TOOL} dir={dir}>
      <TabsList aria-label={t("tabsLabel")} className="flex-col sm:flex-row">
        {TOOL_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab.id];
          return (
            <TabsTrigger key={tab.id} value={tab.id}>
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
              {t(`tabs.${tab.id}.name`)}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="brand-compass">
        <BrandCompass level={level} />
      </TabsContent>
      <TabsContent value="distance-matrix">
        <DistanceMatrix level={level} />
      </TabsContent>
      <TabsContent value="insight-framework">
        <InsightFramework level={level} />
      </TabsContent>
    </Tabs>
  );
}
