import { Hono } from "hono";
import type { AppEnv } from "../http/context";

export function catalogRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
