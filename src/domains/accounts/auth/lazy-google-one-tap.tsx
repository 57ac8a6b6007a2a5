"use client";

import { lazyComponent } from "@/ui/lazy-component";

/** Google One Tap, loaded only on a site with a Google client id. */
export const LazyGoogleOneTap = lazyComponent(() => import("./google-one-tap").then((module) => module.GoogleOneTap));
