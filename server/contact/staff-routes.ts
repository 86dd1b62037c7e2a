import { Hono } from "hono";
import type { AppEnv } from "../http/context";

export function contactStaffRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
