import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactNode } from "react";

/**
 * A tooltip that opens on hover or focus after 700 ms (300 ms when moving between tooltips),
 * as SPEC.md gives them. Each carries its provider, so pages without tooltips load none of it.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-navy-900 px-3 py-2 text-sm text-white shadow-lg"
          >
            {content}
            <RadixTooltip.Arrow className="fill-navy-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
