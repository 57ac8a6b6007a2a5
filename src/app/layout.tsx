import type { Metadata, Viewport } from "next";
import "./globals.css";
import { PUSH_KEY_META } from "@/domains/push/page-push-key";
import { PriceBasisScript } from "@/domains/catalog/pricing";
import { getConfig } from "@/platform/config";
import { DeferredFonts } from "@/ui/fonts/deferred-fonts";
import { AppProviders } from "./providers";
import { THEME_COLOR } from "./site-metadata";

// Every page reads the database at request time; server.ts's page cache keeps catalogue HTML instead.
export const dynamic = "force-dynamic";

export function generateMetadata(): Metadata {
  const { BASE_URL, SITE_NAME } = getConfig();
  return {
    metadataBase: new URL(BASE_URL),
    applicationName: SITE_NAME,
    manifest: "/manifest.webmanifest",
    appleWebApp: { capable: true, title: SITE_NAME, statusBarStyle: "default" },
    // Set here, the icons replace app/icon.svg's automatic link: without it browsers ask for /favicon.ico (a 404 in the console).
    icons: { icon: { url: "/icon.svg", type: "image/svg+xml" }, apple: "/icons/apple-touch-icon-180.png" },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: THEME_COLOR, width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The price-basis script may set data-price-basis on <html> before React hydrates.
    <html lang="ko" suppressHydrationWarning>
      <head>
        <PriceBasisScript />
        <DeferredFonts />
        {/* The same for everyone, so cached pages can carry it; the browser needs it to subscribe to push. */}
        <meta name={PUSH_KEY_META} content={getConfig().VAPID_PUBLIC_KEY ?? ""} />
      </head>
      <body className="min-h-dvh font-sans">
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
