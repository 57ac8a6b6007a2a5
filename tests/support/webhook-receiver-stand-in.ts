import { startPushServiceStandIn } from "./push-service-stand-in";

/**
 * A webhook receiver on 127.0.0.1: the push service stand-in speaks plain HTTP the same way (records every request,
 * answers as told per path, 2xx by default), and a receiver needs nothing more; `json` reads a request's body.
 */
export async function startWebhookReceiver() {
  const receiver = await startPushServiceStandIn();
  return { ...receiver, port: Number(new URL(receiver.origin).port) };
}

export const jsonBody = (request: { body: Buffer }) => JSON.parse(request.body.toString("utf8"));
