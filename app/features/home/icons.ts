import {
  Brain,
  Building2,
  Car,
  Compass,
  Cpu,
  HeartPulse,
  Hotel,
  Landmark,
  Layers,
  type LucideIcon,
  RadioTower,
  Rocket,
  Search,
  ShoppingCart,
  Smartphone,
  Users,
  Zap,
} from "lucide-react";
import type { IconName } from "#core/content/pages";

/** The icons the home page's content names, and the case studies' (only these are bundled). */
const ICONS: Partial<Record<IconName, LucideIcon>> = {
  Brain,
  Building2,
  Car,
  Compass,
  Cpu,
  HeartPulse,
  Hotel,
  Landmark,
  Layers,
  RadioTower,
  Rocket,
  Search,
  ShoppingCart,
  Smartphone,
  Users,
  Zap,
};

export function homeIcon(name: IconName): LucideIcon {
  return ICONS[name] ?? Compass;
}
