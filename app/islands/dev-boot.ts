/**
 * Development only: every page is the hydrated app there (Vite's hot reload), so the islands need no boot
 * of their own, but the hero video's control is plain script outside React and starts here.
 */
import { startHeroVideos } from "./hero-video";

startHeroVideos();
