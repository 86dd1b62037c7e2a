import {
  Brain,
  Building2,
  Car,
  Compass,
  Cpu,
  Landmark,
  Layers,
  type LucideIcon,
  Rocket,
  Search,
  Smartphone,
  Users,
} from "lucide-react";
import type { IconName } from "#core/content/pages";

/** The icons the home page's content names (only these are bundled). */
const ICONS: Partial<Record<IconName, LucideIcon>> = {
  Brain,
  Building2,
  Car,
  Compass,
  Cpu,
  Landmark,
  Layers,
  Rocket,
  Search,
  Smartphone,
  Users,
};

export function homeIcon(name: IconName): LucideIcon {
  return ICONS[name] ?? Compass;
}
