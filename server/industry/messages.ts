import type { Lang } from "#core/i18n/languages";

/** Why a company name was refused; the route answers 400 with the message. */
export type DetectProblem = "invalid" | "required" | "too_long" | "address" | "no_letters" | "absurd";

export const MAX_COMPANY_NAME_LENGTH = 120;

/** "required" is the spec's text for a blank name. */
export const DETECT_MESSAGES: Record<Lang, Record<DetectProblem, string>> = {
  en: {
    invalid: "Send the company name as text.",
    required: "Please enter a company name first",
    too_long: `The company name can be at most ${MAX_COMPANY_NAME_LENGTH} characters long.`,
    address: "Enter the company's name, not a web or e-mail address.",
    no_letters: "The company name must contain at least one letter.",
    absurd: "This does not look like a company name.",
  },
  ar: {
    invalid: "أرسل اسم الشركة كنص.",
    required: "يرجى إدخال اسم الشركة أولاً",
    too_long: `يجب ألا يزيد اسم الشركة على ${MAX_COMPANY_NAME_LENGTH} حرفاً.`,
    address: "أدخل اسم الشركة، وليس عنوان موقع أو بريد إلكتروني.",
    no_letters: "يجب أن يحتوي اسم الشركة على حرف واحد على الأقل.",
    absurd: "لا يبدو هذا اسماً لشركة.",
  },
  sr: {
    invalid: "Пошаљите назив компаније као текст.",
    required: "Прво унесите назив компаније",
    too_long: `Назив компаније може имати највише ${MAX_COMPANY_NAME_LENGTH} знакова.`,
    address: "Унесите назив компаније, а не веб или имејл адресу.",
    no_letters: "Назив компаније мора садржати бар једно слово.",
    absurd: "Ово не изгледа као назив компаније.",
  },
};
