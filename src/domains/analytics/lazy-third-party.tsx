"use client";

import dynamic from "next/dynamic";

// Loaded only on a site that sets the id: without GA or AdSense no page downloads next/script or their code.
export const LazyGoogleAnalytics = dynamic(() => import("./google-analytics").then((module) => module.GoogleAnalytics));
export const LazyAdSense = dynamic(() => import("./adsense").then((module) => module.AdSense));
