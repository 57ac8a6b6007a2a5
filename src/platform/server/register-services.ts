// Side-effect imports: each registers its starter in backgroundServiceStarters.
export {};
import "@/platform/events/event-bus-service";
import "@/domains/crawler/crawler-service";
