"use client";

import dynamic from "next/dynamic";

/** Google One Tap, loaded only on a site with a Google client id. */
export const LazyGoogleOneTap = dynamic(() => import("./google-one-tap").then((module) => module.GoogleOneTap));
