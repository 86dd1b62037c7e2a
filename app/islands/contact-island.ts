import { ContactForm } from "~/features/contact/contact-form";
import { defineIsland } from "./island";

/** 'Send us a message' on /contact. */
export const contactIsland = defineIsland({
  name: "contact",
  Component: ContactForm,
  namespaces: ["contact"],
  toasts: true,
});
