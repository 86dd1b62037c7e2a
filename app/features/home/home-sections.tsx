import type { PublicCaseStudy } from "#core/domain/case-studies";
import { Hero } from "./hero";
import { Highlights } from "./highlights";
import { MethodSteps } from "./method-steps";
import { Offices } from "./offices";
import { Pillars } from "./pillars";
import { Stats } from "./stats";
import { SuccessStories } from "./success-stories";

/** The home page before the tools showcase: hero, highlights, pillars, steps, 'Proven Success'. */
export function HomeIntro() {
  return (
    <>
      <Hero />
      <Highlights />
      <Pillars />
      <MethodSteps />
      <Stats />
    </>
  );
}

/** The home page after the tools showcase: success stories and 'Our Global Presence'. */
export function HomeOutro({ cases }: { cases: PublicCaseStudy[] }) {
  return (
    <>
      <SuccessStories cases={cases} />
      <Offices />
    </>
  );
}
