import { chartRoute } from "../chart-route";

export const GET = chartRoute("svg");
