// What the composition root (src/server/start-server.ts) installs at start-up, installed for unit and integration tests.
import { checkSessionToken } from "@/domains/accounts/session-token";
import { installSessionCheck } from "@/platform/auth/session-check";
import { installDomainEventSchema } from "@/platform/events/domain-events";
import { domainEventSchema } from "@/server/domain-event-schema";

installSessionCheck(checkSessionToken);
installDomainEventSchema(domainEventSchema);
