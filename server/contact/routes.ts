import { Hono } from "hono";
import type { AppEnv } from "../http/context";

export function contactRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
