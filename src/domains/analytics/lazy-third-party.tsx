"use client";

import { lazyComponent } from "@/ui/lazy-component";

// Loaded only on a site that sets the id: without GA or AdSense no page downloads next/script or their code.
export const LazyGoogleAnalytics = lazyComponent(() => import("./google-analytics").then((module) => module.GoogleAnalytics));
export const LazyAdSense = lazyComponent(() => import("./adsense").then((module) => module.AdSense));
