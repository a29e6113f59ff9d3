import { setFlagsFromString } from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring for this process (decision 053). V8 counts, per
 * allocation site, how many of its objects survive a young-generation collection and, past a
 * threshold, allocates that site's objects straight in the old generation. In this server it
 * chose sites whose objects die within a request (query builders, node-postgres's row arrays):
 * those objects then pointed old-to-young at the row strings and answers of the same request,
 * so a third of what a feed request allocated was copied at each scavenge and promoted, to be
 * freed by the next full collection (7–8 ms a scavenge instead of ~2; the feeds bench's node CPU
 * a getvideos page 0.62–0.74 → 0.46–0.50 ms). Objects that do live long are still promoted,
 * after surviving two scavenges. Call it once, first thing, in a process that serves requests.
 */
export function keepRequestGarbageYoung(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
