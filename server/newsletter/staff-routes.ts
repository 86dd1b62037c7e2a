import { Hono } from "hono";
import type { AppEnv } from "../http/context";

export function newsletterStaffRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
