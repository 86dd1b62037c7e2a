import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { defineIsland } from "./island";

/** 'Stay Updated' on /blog. */
export const newsletterIsland = defineIsland({
  name: "newsletter",
  Component: NewsletterSignup,
  namespaces: ["newsletter"],
});
