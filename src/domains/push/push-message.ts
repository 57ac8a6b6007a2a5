/** One notification to push to every browser a member subscribed (contract with the notifications domain). */
export type PushMessage = { userId: string; title: string; body: string; url: string; tag: string };

/** A unit of queued work: a batch fanned out to all subscriptions, or one retry of one subscription. */
export type PushJob = { messages: PushMessage[]; subscriptionId?: number; attempt: number };
