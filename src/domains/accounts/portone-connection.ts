import type { Config } from "@/platform/config";

/** Path under which the built-in stand-in answers on the site's own origin (src/demo/portone-stand-in). */
export const PORTONE_STAND_IN_PATH = "/portone-stand-in";
/** What the built-in stand-in accepts as store, channel and API secret (it verifies nobody for real). */
export const PORTONE_STAND_IN_ACCOUNT = {
  storeId: "store-portone-stand-in",
  channelKey: "channel-key-portone-stand-in",
  secret: "portone-stand-in",
};

export type PortOneConnection = {
  storeId: string;
  channelKey: string | undefined;
  secret: string;
  /** REST API base, e.g. https://api.portone.io (paths are appended to it). */
  apiUrl: string;
  /** Where the browser loads PortOne's browser SDK script from. */
  sdkUrl: string;
  standIn: boolean;
};

/** PortOne as configured, or the built-in stand-in on this site's own origin when no API secret is set. */
export function portOneConnection(config: Config): PortOneConnection {
  if (config.PORTONE_STAND_IN) {
    const base = config.BASE_URL.replace(/\/+$/, "");
    return {
      ...PORTONE_STAND_IN_ACCOUNT,
      apiUrl: `${base}${PORTONE_STAND_IN_PATH}`,
      sdkUrl: `${PORTONE_STAND_IN_PATH}/v2/browser-sdk.js`,
      standIn: true,
    };
  }
  return {
    storeId: config.PORTONE_STORE_ID ?? "",
    channelKey: config.PORTONE_CHANNEL_KEY,
    secret: config.PORTONE_API_SECRET ?? "",
    apiUrl: config.PORTONE_API_URL.replace(/\/+$/, ""),
    sdkUrl: config.PORTONE_SDK_URL,
    standIn: false,
  };
}
