import type { FeedAdapter, FeedHandler } from "../sports/feed/feed-adapter.ts";

/*
 * Two feeds as one (the sportsbook's and virtual football's): one processor applies both, so the
 * settlement hook, the watchdog and the recoveries serve both producers. A recovery goes to the
 * feed that speaks as that producer.
 */
export function compositeAdapter(
  main: FeedAdapter,
  extra: { adapter: FeedAdapter; producer: number },
): FeedAdapter {
  return {
    async start() {
      await main.start();
      await extra.adapter.start();
    },
    async stop() {
      await extra.adapter.stop();
      await main.stop();
    },
    subscribe(handler: FeedHandler) {
      const unsubscribe = [main.subscribe(handler), extra.adapter.subscribe(handler)];
      return () => {
        for (const off of unsubscribe) off();
      };
    },
    recover(producer, since, requestId) {
      return (producer === extra.producer ? extra.adapter : main).recover(producer, since, requestId);
    },
  };
}
