/**
 * Brand details in one place: names, contact points, offices, links.
 * Texts that change with the language (descriptions, city names, hours) live in the
 * `common` translation namespace under `offices.<id>`; this file holds the facts.
 */
export const BRAND = {
  name: "Potentia",
  fullName: "Potentia Research & Consulting",
  tagline: "Empowerment Through Knowledge",
  founded: 2005,
  renamed: 2017,
  email: "info@potentia-research.com",
  linkedIn: "https://www.linkedin.com/company/potentia-research",
  siteUrl: "https://potentia-research.com",
} as const;

export type OfficeId = "belgrade" | "riyadh";

export interface Office {
  id: OfficeId;
  phone: string;
  /** E.164, for tel: links */
  phoneHref: string;
  email: string;
  timeZone: string;
  /** Working days as ISO weekday numbers (1 = Monday ... 7 = Sunday). */
  workdays: readonly number[];
  opens: string;
  closes: string;
  coordinates: { lat: number; lng: number };
  mapsUrl: string;
  image: string;
  streetAddress: string;
  postalCode: string;
  locality: string;
  countryCode: "RS" | "SA";
}

export const OFFICES: readonly Office[] = [
  {
    id: "belgrade",
    phone: "+381 11 405 7720",
    phoneHref: "+381114057720",
    email: "belgrade@potentia-research.com",
    timeZone: "Europe/Belgrade",
    workdays: [1, 2, 3, 4, 5],
    opens: "09:00",
    closes: "17:00",
    coordinates: { lat: 44.8125, lng: 20.4612 },
    mapsUrl: "https://www.openstreetmap.org/?mlat=44.8125&mlon=20.4612#map=17/44.8125/20.4612",
    image: "/media/office-belgrade",
    streetAddress: "Bulevar Mihajla Pupina 10",
    postalCode: "11070",
    locality: "Belgrade",
    countryCode: "RS",
  },
  {
    id: "riyadh",
    phone: "+966 11 520 4410",
    phoneHref: "+966115204410",
    email: "riyadh@potentia-research.com",
    timeZone: "Asia/Riyadh",
    workdays: [7, 1, 2, 3, 4],
    opens: "09:00",
    closes: "17:00",
    coordinates: { lat: 24.6951, lng: 46.6858 },
    mapsUrl: "https://www.openstreetmap.org/?mlat=24.6951&mlon=46.6858#map=17/24.6951/46.6858",
    image: "/media/office-riyadh",
    streetAddress: "King Fahd Road, Al Olaya",
    postalCode: "12211",
    locality: "Riyadh",
    countryCode: "SA",
  },
] as const;
