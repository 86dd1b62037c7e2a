import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

/**
 * Radix Tabs, styled: arrow keys move between tabs (mirrored when `dir="rtl"`), Home/End jump,
 * the panel follows the selected tab. Pass `dir` from the page language.
 */
export function Tabs({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={className} {...props} />;
}

export function TabsList({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={`flex flex-wrap gap-2 rounded-2xl bg-slate-100 p-1.5 ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow-sm ${className}`}
      {...props}
    />
  );
}

export function TabsContent({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={`mt-6 ${className}`} {...props} />;
}
