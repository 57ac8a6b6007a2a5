import { cafe24Preset } from "@/domains/crawler/extract/presets/cafe24";
import { godomallPreset } from "@/domains/crawler/extract/presets/godomall";
import { makeshopPreset } from "@/domains/crawler/extract/presets/makeshop";
import type { Preset } from "@/domains/crawler/extract/presets/preset-types";
import type { StepContext } from "@/domains/crawler/extract/step-types";

export const PRESETS: readonly Preset[] = [cafe24Preset, godomallPreset, makeshopPreset];

/** The platform a page was built with, when its markup says so. */
export function detectPreset(context: StepContext): Preset | null {
  return PRESETS.find((preset) => preset.detect(context)) ?? null;
}
