"use client";

import { lazyComponent } from "@/ui/lazy-component";

/** The 본인인증 notice, downloaded only by those who see it. */
export const LazyIdentityNotice = lazyComponent(() => import("./identity-notice").then((module) => module.IdentityNotice));
