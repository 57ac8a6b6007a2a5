import { isDatabaseHealthy } from "@/platform/db/health";

export async function GET() {
  const healthy = await isDatabaseHealthy();
  return Response.json(healthy ? { status: "ok", db: "ok" } : { status: "error", db: "unavailable" }, {
    status: healthy ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
