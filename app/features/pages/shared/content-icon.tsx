import {
  Activity,
  Award,
  Brain,
  Building2,
  Car,
  ClipboardCheck,
  Compass,
  Cpu,
  Eye,
  Flag,
  FlaskConical,
  Globe,
  GraduationCap,
  Grid3x3,
  Handshake,
  HeartPulse,
  Hotel,
  Landmark,
  Layers,
  Lightbulb,
  Lock,
  type LucideIcon,
  MapPin,
  Megaphone,
  MessagesSquare,
  Package,
  Presentation,
  RadioTower,
  Rocket,
  Search,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Workflow,
  Zap,
} from "lucide-react";
import type { IconName } from "#core/content/pages";

const ICONS: Record<IconName, LucideIcon> = {
  Activity,
  Award,
  Brain,
  Building2,
  Car,
  ClipboardCheck,
  Compass,
  Cpu,
  Eye,
  Flag,
  FlaskConical,
  Globe,
  GraduationCap,
  Grid3x3,
  Handshake,
  HeartPulse,
  Hotel,
  Landmark,
  Layers,
  Lightbulb,
  Lock,
  MapPin,
  Megaphone,
  MessagesSquare,
  Package,
  Presentation,
  RadioTower,
  Rocket,
  Search,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Workflow,
  Zap,
};

/** A decorative icon named in a content file; the text beside it carries the meaning. */
export function ContentIcon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}

/** The same icon inside a tinted square, as the cards of the content pages show it. */
export function IconTile({ name, tone = "primary" }: { name: IconName; tone?: "primary" | "gold" | "navy" }) {
  const tones = {
    primary: "bg-primary-light text-primary-dark",
    gold: "bg-amber-100 text-gold-dark",
    navy: "bg-navy-900 text-white",
  } as const;
  return (
    <span className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${tones[tone]}`}>
      <ContentIcon name={name} />
    </span>
  );
}
