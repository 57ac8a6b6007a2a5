"use client";

import { lazyComponent } from "@/ui/lazy-component";

/** The 19+ notice, downloaded only by a visitor who has not confirmed yet (server-rendered for them as before). */
export const LazyAdultNotice = lazyComponent(() => import("./adult-notice").then((module) => module.AdultNotice));
