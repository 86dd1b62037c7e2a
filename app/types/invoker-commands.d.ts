import "react";

// Invoker commands (HTML `command` and `commandfor`): a button opens or closes a dialog or popover without
// script. React passes these lowercase attributes through; its types do not list them yet.
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
}
